// globalSetup of vitest.contract.config.ts: forget the coverage recorded by an earlier run, so the final
// check (coverage.test.ts) sees only this run's answers.
import { clearCoverage } from './coverage-recorder'

export const setup = (): void => {
  clearCoverage()
}
