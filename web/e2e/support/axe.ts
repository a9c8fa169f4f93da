import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

const BLOCKING_IMPACTS = new Set(['serious', 'critical'])

/**
 * Runs axe-core on the page as it is now and fails on any serious or critical violation (conventions: "axe-core
 * finds no serious or critical violation"), listing each rule with the elements it flagged.
 */
export async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze()
  const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
  const report = blocking.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help}\n${violation.nodes
        .map((node) => `    ${node.target.join(' ')} ${node.failureSummary?.split('\n').join(' ') ?? ''}`)
        .join('\n')}`,
  )
  expect(report, `axe on ${where}:\n${report.join('\n')}`).toEqual([])
}
