import { expect, test } from '@playwright/test'
import { localePath, testLocale, text } from './support/locale'
import { accountMenu, bridgeCalls, lastBridgeCall, openMiniApp } from './support/telegram'

// The Telegram mini-app (spec §1, §2, §4, §5, §9): the site opened as Telegram opens it, with launch data signed by
// the mocks (?mock-telegram), answered by the SDK's environment mocking. A fresh world per test (own storage).

const TG_EMAIL = 'tg@example.com'

test.describe('the Telegram mini-app', () => {
  test('signs in with the launch data, without a password, and stays signed in after a reload', async ({
    page,
  }, testInfo) => {
    const locale = testLocale(testInfo)
    const seoCalls: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/dict/seo')) seoCalls.push(request.url())
    })
    await openMiniApp(page, locale)
    await expect(accountMenu(page, locale, TG_EMAIL)).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    // Telegram's theme on the design system's tokens.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--color-bg')))
      .toBe('#232e3c')
    // The main button drives the exchange form.
    const setup = await lastBridgeCall(page, 'web_app_setup_main_button')
    expect(setup.params).toMatchObject({ is_visible: true, text: text(locale, 'exchange_submit') })

    await page.reload()
    await expect(accountMenu(page, locale, TG_EMAIL)).toBeVisible()
    expect(await bridgeCalls(page, 'web_app_ready')).toHaveLength(1)
    // §2 rule 5: no SEO texts in the messenger layer.
    expect(seoCalls).toEqual([])
  })
})
