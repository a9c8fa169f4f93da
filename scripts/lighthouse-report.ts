// The Lighthouse step's summary as Markdown: printed by the step, and written to reports/lighthouse.md (git-ignored)
// for `npm test` to gather.
import type { Summary } from './lighthouse-runs.ts'

export type Status = 'ok' | 'warn' | 'fail'
/** One budget check: a figure against its goal and its floor or ceiling; a headline one is listed on its own. */
export type Check = { status: Status; text: string; headline?: boolean }

export type Row = {
  name: string
  url: string
  summary: Summary
  /** The performance goal and floor, when the page has them. */
  budget: { goal: number; floor: number } | null
  /** The page's own checks, null for the floor page, which has none. */
  checks: Check[] | null
  /** What a page without a budget is there for. */
  about?: string
}

const MARK: Record<Status, string> = { ok: '✔', warn: '⚠', fail: '✖' }

export function worst(checks: readonly Check[]): Status {
  return checks.some((c) => c.status === 'fail')
    ? 'fail'
    : checks.some((c) => c.status === 'warn')
      ? 'warn'
      : 'ok'
}

export const mark = (status: Status) => MARK[status]

const whole = (value: number | null) =>
  value === null || Number.isNaN(value) ? '–' : String(Math.round(value))

function row({ name, url, summary: s, budget, checks }: Row, enforced: boolean): string {
  const { pathname, search } = new URL(url)
  const score = `${whole(s.performance)}${budget ? ` (${budget.goal} / ${budget.floor})` : ''}`
  return `| ${checks && enforced ? mark(worst(checks)) : ''} | ${name} | \`${pathname}${search ? '?…' : ''}\` | ${s.runs.length} | ${score} | ${(s.lcpMs / 1000).toFixed(2)} s | ${whole(s.tbtMs)} ms | ${s.cls.toFixed(3)} | ${s.jsKb.toFixed(1)} | ${whole(s.accessibility)} | ${whole(s.seo)} |`
}

export function markdownReport({
  cpu,
  rows,
  checks,
  enforced,
  seconds,
}: {
  /** Lines that say what CPU the run modelled and the host's benchmarkIndex. */
  cpu: string[]
  rows: Row[]
  /** The checks that are not one page's (the JS before hydration). */
  checks: Check[]
  /** False on a fixed slowdown: the figures are reported, no goal or floor applies. */
  enforced: boolean
  seconds: number
}): string {
  const all = [...rows.flatMap((r) => r.checks ?? []), ...checks]
  const failed = enforced ? all.filter((c) => c.status === 'fail') : []
  const missed = enforced ? all.filter((c) => c.status === 'warn') : []
  return [
    '# Lighthouse budgets',
    '',
    ...cpu.map((line) => `${line}  `),
    '',
    '| | page | path | runs | performance (goal / floor) | LCP | TBT | CLS | JS KB | accessibility | SEO |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map((r) => row(r, enforced)),
    '',
    'Each figure is the median of the page’s runs; JS KB is the scripts the page transferred in Lighthouse’s run.  ',
    ...rows.flatMap((r) => (r.about ? [`${r.name}: ${r.about}.`] : [])).map((line) => `${line}  `),
    '',
    ...all.filter((c) => c.headline).map((c) => `- ${enforced ? `${mark(c.status)} ` : ''}${c.text}`),
    ...(failed.length ? ['', '**Failed:**', ...failed.map((c) => `- ${c.text}`)] : []),
    ...(missed.length ? ['', 'Goals missed, above their floors:', ...missed.map((c) => `- ${c.text}`)] : []),
    '',
    `The step took ${Math.round(seconds)} s.`,
    '',
  ].join('\n')
}
