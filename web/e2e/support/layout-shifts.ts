import type { Page } from '@playwright/test'

export type LayoutShift = { value: number; sources: string[] }

/**
 * Records every layout shift the user did not cause (the browser's Layout Instability API), from the page's first
 * byte on: an init script, so call it before page.goto. Read them with layoutShifts().
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = []
    Object.assign(window, { __layoutShifts: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number
        hadRecentInput: boolean
        sources?: { node?: Node | null }[]
      }[]) {
        if (entry.hadRecentInput) continue
        const sources = (entry.sources ?? []).map(({ node }) =>
          node instanceof Element
            ? `${node.tagName.toLowerCase()}.${node.className}`
            : String(node?.nodeName),
        )
        shifts.push({ value: entry.value, sources })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The shifts recorded so far, after letting the next frame paint and report its own. */
export async function layoutShifts(page: Page): Promise<LayoutShift[]> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))))
  return page.evaluate(() => (window as unknown as { __layoutShifts: LayoutShift[] }).__layoutShifts)
}

/** Their sum: the page's cumulative layout shift so far. */
export const cumulativeShift = (shifts: readonly LayoutShift[]) =>
  shifts.reduce((sum, shift) => sum + shift.value, 0)
