// The final check of `npm run test:contract`: every operation of sdk/operations.gen.ts was answered and
// every error code of the contract was produced at least once, across the other contract test files.
// vitest.contract.config.ts sorts this file last (a custom sequencer; vitest does not order files by
// name) and its globalSetup clears the per-file records first, so only this run counts.
import { describe, expect, it } from 'vitest'
import { formatCoverage, readCoverage, summarizeCoverage, writeCoverageReport } from './coverage-recorder'

// Under the unit-test config (vitest.config.ts also matches mocks/**) the files run in any order and in
// parallel, so the check only means something in the contract run.
describe.runIf(process.env.CONTRACT_SUITE === '1')('contract coverage', () => {
  const { files, answers } = readCoverage()
  const summary = summarizeCoverage(files, answers)
  writeCoverageReport(summary)
  console.info(formatCoverage(summary))

  it('hit every operation of the contract', () => {
    expect(summary.operations.missing).toEqual([])
  })

  it('produced every error code of the contract', () => {
    expect(summary.codes.missing).toEqual([])
  })
})
