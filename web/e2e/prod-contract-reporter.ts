import { existsSync, readFileSync, statSync } from 'node:fs'
import type { FullResult, Reporter, TestCase } from '@playwright/test/reporter'

/**
 * Fails the run when the production journeys made a request, or got an answer, that the contract does not allow.
 * nginx logs every such verdict of the contract proxy (Prism) to `log` (CONTRACT_VIOLATION_LOG of
 * `npm run start`); this reporter reads what was logged during this run, once a test of `project` has run.
 */
// biome-ignore lint/style/noDefaultExport: Playwright loads a reporter by its default export.
export default class ProdContractReporter implements Reporter {
  private readonly log: string
  private readonly project: string
  private startSize = 0
  private ranProject = false

  constructor(options: { log: string; project: string }) {
    this.log = options.log
    this.project = options.project
  }

  onBegin() {
    this.startSize = existsSync(this.log) ? statSync(this.log).size : 0
  }

  onTestEnd(test: TestCase) {
    if (test.parent.project()?.name === this.project) this.ranProject = true
  }

  async onEnd(result: FullResult): Promise<{ status?: FullResult['status'] } | undefined> {
    if (!this.ranProject || !existsSync(this.log)) return undefined
    const added = readFileSync(this.log).subarray(this.startSize).toString('utf8').trim()
    if (!added) {
      process.stdout.write(`contract proxy: no violation in the ${this.project} journeys\n`)
      return undefined
    }
    const lines = added.split('\n')
    console.error(
      `contract proxy: ${lines.length} request(s) or answer(s) the contract does not allow:\n${added}`,
    )
    return { status: result.status === 'interrupted' ? 'interrupted' : 'failed' }
  }

  printsToStdio() {
    return false
  }
}
