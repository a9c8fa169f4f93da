import { LOCALE_MESSAGES_STORAGE_KEY, TRANSLATION_CACHE_MS } from '../config/constants'
import { appStarted } from './support/hydration'
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts'
import { localePath, type TestLocale, testLocale } from './support/locale'
import { expect, type Page, test } from './support/test'

// The server's texts (GET {locale}/messages.json, web/lib/i18n/server-messages-root.tsx) in both locales. The mocks
// answer the footer's copyright line in words of their own (mocks/handlers/world-additions.ts); the bundled line is
// "© {year} {brand}".

const SERVER_LINE: Record<TestLocale, RegExp> = {
  en: /^© \d{4} .+\. All rights reserved\.$/,
  ru: /^© \d{4} .+\. Все права защищены\.$/,
}
const BUNDLED_LINE = /^© \d{4} [^.]+$/

const messagesPath = (locale: TestLocale) => `/locales/${locale}/messages.json`

/** Every time the page asks for the locale's messages. */
function watchMessageLoads(page: Page): string[] {
  const asked: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.endsWith('/messages.json')) asked.push(pathname)
  })
  return asked
}

const copyright = (page: Page) => page.getByRole('contentinfo').getByText(/^© \d{4} /)

test('the server’s texts replace the bundled ones after the page shows, move nothing, and are kept for a day', async ({
  page,
}, testInfo) => {
  const locale = testLocale(testInfo)
  const asked = watchMessageLoads(page)
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await recordLayoutShifts(page)
  // The mocks answer late, so the footer is on screen, with the bundled line, when the server's line comes.
  await page.goto(`${localePath(locale, '/support')}?mock-latency=1500`)
  await copyright(page).scrollIntoViewIfNeeded()
  await expect(copyright(page)).toHaveText(BUNDLED_LINE)
  await appStarted(page)
  const before = (await layoutShifts(page)).length

  await expect(copyright(page)).toHaveText(SERVER_LINE[locale])
  expect(asked).toEqual([messagesPath(locale)])
  // The page below the line does not move, nor does anything else on screen.
  expect((await layoutShifts(page)).slice(before)).toEqual([])
  // The page was hydrated with the texts it was pre-rendered with: React found nothing to throw away.
  expect(errors.filter((line) => /hydrat|did not match/i.test(line))).toEqual([])

  // A reload within the day uses the kept texts: no request, and the server's line is back.
  await page.reload()
  await expect(copyright(page)).toHaveText(SERVER_LINE[locale])
  expect(asked).toHaveLength(1)

  // A day later they are asked for again.
  await page.evaluate(
    ({ key, day }) => {
      const kept = JSON.parse(localStorage.getItem(key) ?? '{}')
      localStorage.setItem(key, JSON.stringify({ ...kept, fetchedAt: kept.fetchedAt - day }))
    },
    { key: `${LOCALE_MESSAGES_STORAGE_KEY}:${locale}`, day: TRANSLATION_CACHE_MS },
  )
  await page.reload()
  await expect.poll(() => asked.length).toBe(2)
  await expect(copyright(page)).toHaveText(SERVER_LINE[locale])
})

test('texts that fail to load leave the bundled ones, with a warning', async ({ page }, testInfo) => {
  const locale = testLocale(testInfo)
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  await page.goto(`${localePath(locale, '/support')}?mock-fail=getLocaleMessages:http503`)
  await appStarted(page)
  await expect.poll(() => warnings.some((line) => line.includes(`${locale} messages`))).toBe(true)
  await expect(copyright(page)).toHaveText(BUNDLED_LINE)
  // Nothing is kept: the next load asks again.
  expect(
    await page.evaluate((key) => localStorage.getItem(key), `${LOCALE_MESSAGES_STORAGE_KEY}:${locale}`),
  ).toBeNull()
})
