import { expect, type Page, test } from '@playwright/test'
import { localePath, testLocale, text } from './support/locale'
import { VIEWPORTS } from './support/shell-routes.mjs'

// Issue 5's budget: the exchange form shifts no layout when rates arrive. The page records every layout shift
// (the browser's Layout Instability API) from the moment the form is on screen until the live rate has priced the
// amounts; there must be none. The mocks answer slowly (?mock-latency), so the rate arrives well after
// the form has rendered, on a desktop and on a phone.

/** Starts recording layout shifts that the user did not cause; read them with shiftsSoFar(). */
async function recordShifts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const shifts: { value: number; sources: string[] }[] = []
    Object.assign(window, { __shifts: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number
        hadRecentInput: boolean
        sources?: { node?: Node | null }[]
      }[]) {
        if (entry.hadRecentInput) continue
        const sources = (entry.sources ?? []).map((source) => {
          const node = source.node
          return node instanceof Element
            ? `${node.tagName.toLowerCase()}.${node.className}`
            : String(node?.nodeName)
        })
        shifts.push({ value: entry.value, sources })
      }
    }).observe({ type: 'layout-shift' })
  })
}

const shiftsSoFar = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts)

for (const [name, viewport] of Object.entries({ desktop: VIEWPORTS.desktop, phone: VIEWPORTS.phone })) {
  test(`the exchange form does not move when the live rate arrives (${name})`, async ({ page }, testInfo) => {
    const locale = testLocale(testInfo)
    await page.setViewportSize(viewport)
    await page.goto(`${localePath(locale, '/')}?mock-latency=1500`)
    const form = page.getByRole('region', { name: text(locale, 'exchange_form_label'), exact: true })
    // The form itself, not the skeleton that holds its place while the instruments load (aria-busy).
    await expect(form).toBeVisible({ timeout: 15_000 })
    await expect(form).not.toHaveAttribute('aria-busy', 'true', { timeout: 15_000 })
    await recordShifts(page)
    // Still waiting for its rate: what follows is the rate arriving.
    const rateLine = form.getByText(/^1 \w+ ≈ /)
    expect(await rateLine.count()).toBe(0)

    const receive = page.getByRole('textbox', { name: text(locale, 'exchange_receive_label'), exact: true })
    await expect(receive).toHaveValue(/^\d+([.,]\d+)?$/, { timeout: 15_000 })
    await expect(rateLine).toBeVisible()
    // Let the frame after the rate paint and report its shifts.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))))

    expect(await shiftsSoFar(page)).toEqual([])
  })
}
