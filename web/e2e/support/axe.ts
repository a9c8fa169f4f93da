import { expect, type Page } from '@playwright/test'
import axe from 'axe-core'

const BLOCKING_IMPACTS = new Set(['serious', 'critical'])

/** The rules whose verdict depends on the colours, so on the theme: what a page's second theme is checked for. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const

type AxeWindow = { axe?: typeof axe }

/** `only`: these rules alone; `within`: only the parts these selectors name (which skips the page-level rules). */
type AxeOptions = { only?: readonly string[]; within?: string | readonly string[] }

/**
 * Runs axe-core in the page itself: its source injected once per document (through the DevTools protocol, so a
 * Content-Security-Policy does not stop it), then `axe.run`, violations only. Cheaper than AxeBuilder, which
 * injects axe again and opens a second page for every run; the app's pages have no cross-origin frames to visit.
 */
async function runAxe(page: Page, options: AxeOptions) {
  // Colours mid-transition (a theme switch fades them) would be judged halfway: let the transitions end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  if (!(await page.evaluate(() => Boolean((window as AxeWindow).axe)))) await page.evaluate(axe.source)
  return page.evaluate(
    ({ only, within }) =>
      (window as AxeWindow).axe?.run(within ? { include: within.map((selector) => [selector]) } : document, {
        resultTypes: ['violations'],
        ...(only ? { runOnly: { type: 'rule', values: only } } : {}),
      }),
    {
      only: options.only ? [...options.only] : undefined,
      within: options.within === undefined ? undefined : [options.within].flat(),
    },
  )
}

/**
 * Runs axe-core on the page as it is now (only the given rules with `only`; only the part a selector names with
 * `within`, which skips the page-level rules) and fails on any serious or critical violation (conventions:
 * "axe-core finds no serious or critical violation"), listing each rule with the elements it flagged.
 */
export async function expectNoSeriousViolations(
  page: Page,
  where: string,
  options: AxeOptions = {},
): Promise<void> {
  const results = await runAxe(page, options)
  expect(results, `axe did not run on ${where}`).toBeDefined()
  const blocking = (results?.violations ?? []).filter((violation) =>
    BLOCKING_IMPACTS.has(violation.impact ?? ''),
  )
  const report = blocking.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help}\n${violation.nodes
        .map((node) => `    ${node.target.join(' ')} ${node.failureSummary?.split('\n').join(' ') ?? ''}`)
        .join('\n')}`,
  )
  expect(report, `axe on ${where}:\n${report.join('\n')}`).toEqual([])
}
