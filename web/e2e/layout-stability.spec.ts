import { layoutShifts, recordLayoutShifts } from './support/layout-shifts'
import { localePath, testLocale, text } from './support/locale'
import { VIEWPORTS } from './support/shell-routes.mjs'
import { expect, type Page, test } from './support/test'

// the exchange form shifts no layout when rates arrive. The page records every layout shift
// (the browser's Layout Instability API) from the moment the form is on screen until the live rate has priced the
// amounts; there must be none. The mocks answer slowly (?mock-latency), so the rate arrives well after
// the form has rendered, on a desktop and on a phone.

/**
 * Opens a page with the exchange form, its mocks answering after 1.5 s, at a viewport size, recording layout shifts
 * from the first byte. Returns the form once it is on screen (the form itself, not the skeleton that holds its place
 * while the instruments load: aria-busy) and how many shifts came before that.
 */
async function openSlowForm(
  page: Page,
  path: string,
  viewport: { width: number; height: number },
  latencyMs = 1500,
) {
  const locale = testLocale(test.info())
  await page.setViewportSize(viewport)
  await recordLayoutShifts(page)
  const [pathname, query] = path.split('?')
  await page.goto(
    `${localePath(locale, pathname ?? '/')}?${query ? `${query}&` : ''}mock-latency=${latencyMs}`,
  )
  const form = page.getByRole('region', { name: text(locale, 'exchange_form_label'), exact: true })
  await expect(form).toBeVisible({ timeout: 15_000 })
  await expect(form).not.toHaveAttribute('aria-busy', 'true', { timeout: 15_000 })
  return { form, before: (await layoutShifts(page)).length }
}

for (const [name, viewport] of Object.entries({ desktop: VIEWPORTS.desktop, phone: VIEWPORTS.phone })) {
  test(`the exchange form does not move when the live rate arrives (${name})`, async ({ page }, testInfo) => {
    const locale = testLocale(testInfo)
    const { form, before } = await openSlowForm(page, '/', viewport)
    // Still waiting for its rate: what follows is the rate arriving.
    const rateLine = form.getByText(/^1 \w+ ≈ /)
    expect(await rateLine.count()).toBe(0)

    const receive = page.getByRole('textbox', { name: text(locale, 'exchange_receive_label'), exact: true })
    await expect(receive).toHaveValue(/^\d+([.,]\d+)?$/, { timeout: 15_000 })
    await expect(rateLine).toBeVisible()
    expect((await layoutShifts(page)).slice(before)).toEqual([])
  })
}

// CLS budget on a pair page: when the pair does not take the page's start amount (500 BTC on BTC → ETH),
// the form starts from an amount within the limits and says so below the field, in a row the form keeps for the
// note from the first paint. BTC → LTC is not among the pre-rendered popular pairs, so the browser renders it: it
// waits up to 3 s for the pair's start amount (selection/await-start-amount.tsx) and opens the form at it; an
// answer slower than that opens the form at 500 and moves the amount when it comes. Nothing moves either way.
test('a pair page the browser renders opens at its start amount within the limits, and nothing moves', async ({
  page,
}) => {
  const { form, before } = await openSlowForm(page, '/exchange-btc-ltc', VIEWPORTS.phone)
  await expect(form.getByRole('status').filter({ hasText: 'BTC' })).toBeVisible()
  await expect(form.getByText(/^1 BTC ≈ /)).toBeVisible({ timeout: 15_000 })
  expect((await layoutShifts(page)).slice(before)).toEqual([])
})

test('a pair page whose start amount comes after 3 s moves it there without moving the form', async ({
  page,
}) => {
  const { form, before } = await openSlowForm(page, '/exchange-btc-ltc', VIEWPORTS.phone, 4000)
  const note = form.getByRole('status').filter({ hasText: 'BTC' })
  expect(await note.count()).toBe(0)

  await expect(note).toBeVisible({ timeout: 20_000 })
  expect((await layoutShifts(page)).slice(before)).toEqual([])
})

test('a pre-rendered pair page shows its moved start amount from the first paint, and nothing moves', async ({
  page,
}) => {
  const { form, before } = await openSlowForm(page, '/exchange-btc-eth', VIEWPORTS.phone)
  await expect(form.getByRole('status').filter({ hasText: 'BTC' })).toBeVisible()
  await expect(form.getByText(/^1 BTC ≈ /)).toBeVisible({ timeout: 15_000 })
  expect(await layoutShifts(page)).toEqual([])
  expect(before).toBe(0)
})
