// Records every answer the contract tests see as (operationId, status, error code). A worker runs its test files
// one after another with this module shared (the contract config's `isolate: false`): each file's answers are
// written to .cache/contract-coverage/<file>.json after its tests, and the store is emptied for the next file;
// coverage.test.ts (sorted last by the contract config's sequencer) reads them all and checks that
// every operation was hit and every error code produced.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { errorCodes, type OperationId, operations } from '@sdk/operations.gen'

export interface RecordedAnswer {
  operationId: string
  status: number
  code: string | null
}

export interface CoverageSummary {
  operations: { hit: number; total: number; missing: string[] }
  codes: { produced: number; total: number; missing: string[] }
  /** Which operations produced each code (for the report). */
  producedBy: Record<string, string[]>
  files: string[]
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
export const COVERAGE_DIR = join(ROOT, '.cache', 'contract-coverage')
export const COVERAGE_REPORT = join(ROOT, '.cache', 'contract-coverage.json')

const store = new Map<string, RecordedAnswer>()

export const recordAnswer = (answer: RecordedAnswer): void => {
  store.set(`${answer.operationId} ${answer.status} ${answer.code ?? ''}`, answer)
}

export const recordedAnswers = (): RecordedAnswer[] => [...store.values()]

/** Writes this file's answers and forgets them (call in afterAll). */
export const writeCoverage = (name: string): void => {
  mkdirSync(COVERAGE_DIR, { recursive: true })
  writeFileSync(join(COVERAGE_DIR, `${name}.json`), JSON.stringify(recordedAnswers(), null, 1))
  store.clear()
}

/** Removes the per-file records (the contract config's globalSetup does it before a run). */
export const clearCoverage = (): void => {
  rmSync(COVERAGE_DIR, { recursive: true, force: true })
}

export const readCoverage = (): { files: string[]; answers: RecordedAnswer[] } => {
  let files: string[] = []
  try {
    files = readdirSync(COVERAGE_DIR).filter((f) => f.endsWith('.json'))
  } catch {
    return { files, answers: [] }
  }
  const answers = files.flatMap(
    (f) => JSON.parse(readFileSync(join(COVERAGE_DIR, f), 'utf8')) as RecordedAnswer[],
  )
  return { files, answers }
}

export const summarizeCoverage = (files: string[], answers: RecordedAnswer[]): CoverageSummary => {
  const allOperations = Object.keys(operations) as OperationId[]
  const hit = new Set(answers.map((a) => a.operationId))
  const producedBy: Record<string, string[]> = {}
  for (const a of answers) {
    if (a.code === null) continue
    const ops = producedBy[a.code] ?? []
    if (!ops.includes(a.operationId)) ops.push(a.operationId)
    producedBy[a.code] = ops
  }
  const missingOps = allOperations.filter((id) => !hit.has(id))
  const missingCodes = errorCodes.filter((c) => !producedBy[c])
  return {
    operations: {
      hit: allOperations.length - missingOps.length,
      total: allOperations.length,
      missing: missingOps,
    },
    codes: {
      produced: errorCodes.length - missingCodes.length,
      total: errorCodes.length,
      missing: missingCodes,
    },
    producedBy,
    files,
  }
}

export const writeCoverageReport = (summary: CoverageSummary): void => {
  mkdirSync(join(ROOT, '.cache'), { recursive: true })
  writeFileSync(COVERAGE_REPORT, `${JSON.stringify(summary, null, 2)}\n`)
}

export const formatCoverage = (s: CoverageSummary): string =>
  [
    `contract coverage: operations ${s.operations.hit}/${s.operations.total}, error codes ${s.codes.produced}/${s.codes.total}`,
    s.operations.missing.length ? `  operations not hit: ${s.operations.missing.join(', ')}` : '',
    s.codes.missing.length ? `  codes not produced: ${s.codes.missing.join(', ')}` : '',
    `  from ${s.files.length} files; report in .cache/contract-coverage.json`,
  ]
    .filter(Boolean)
    .join('\n')
