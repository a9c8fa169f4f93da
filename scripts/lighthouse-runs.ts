// What one Lighthouse run measured, and the medians of a page's runs.
import { median } from './lighthouse-calibration.ts'

export type Category = 'performance' | 'accessibility' | 'seo'

export type Run = {
  /** Scores 0–100 of the categories audited. */
  scores: Partial<Record<Category, number>>
  lcpMs: number
  tbtMs: number
  cls: number
  /** The page's scripts as transferred in the run (compressed), KB. */
  jsKb: number
  /** Lighthouse's benchmark of the host at the run's start. */
  benchmarkIndex: number
  /** The report as HTML and as Lighthouse's JSON (long tasks, LCP element, layout shifts). */
  html: string
  json: string
}

export type Summary = {
  runs: Run[]
  /** Each figure the median of the runs that measured it. */
  performance: number
  accessibility: number | null
  seo: number | null
  lcpMs: number
  tbtMs: number
  cls: number
  jsKb: number
  /** The run whose performance score is the median, whose report is kept. */
  representative: Run
}

export function summarize(runs: Run[]): Summary {
  const of = (pick: (run: Run) => number | undefined) => {
    const values = runs.map(pick).filter((value): value is number => value !== undefined)
    return values.length ? median(values) : null
  }
  const byScore = [...runs].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0))
  const representative = byScore[Math.floor((byScore.length - 1) / 2)]
  if (!representative) throw new Error('no runs to summarize')
  return {
    runs,
    performance: of((run) => run.scores.performance) ?? Number.NaN,
    accessibility: of((run) => run.scores.accessibility),
    seo: of((run) => run.scores.seo),
    lcpMs: of((run) => run.lcpMs) ?? Number.NaN,
    tbtMs: of((run) => run.tbtMs) ?? Number.NaN,
    cls: of((run) => run.cls) ?? Number.NaN,
    jsKb: of((run) => run.jsKb) ?? Number.NaN,
    representative,
  }
}
