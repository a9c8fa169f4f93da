import { describe, expect, it } from 'vitest'
import { markdownReport, type Row } from './lighthouse-report.ts'
import { type Run, summarize } from './lighthouse-runs.ts'

const run = (performance: number, lcpMs: number, tbtMs: number, extra: Partial<Run['scores']> = {}): Run => ({
  scores: { performance, ...extra },
  lcpMs,
  tbtMs,
  cls: 0,
  jsKb: 100,
  benchmarkIndex: 1500,
  html: `report ${performance}`,
  json: '{}',
})

describe('summarize', () => {
  it('takes each figure’s median on its own, and keeps the report of the median-score run', () => {
    const s = summarize([run(70, 1900, 800, { accessibility: 100 }), run(95, 1700, 200), run(88, 2100, 300)])
    expect(s).toMatchObject({ performance: 88, lcpMs: 1900, tbtMs: 300, accessibility: 100, seo: null })
    expect(s.representative.html).toBe('report 88')
  })
})

describe('markdownReport', () => {
  const rows: Row[] = [
    {
      name: 'home',
      url: 'http://localhost:4173/',
      summary: summarize([run(72, 1900, 900)]),
      budget: { goal: 90, floor: 70 },
      checks: [
        { status: 'warn', text: 'home performance 72 (goal 90, floor 70)' },
        { status: 'fail', text: 'home TBT 1900 ms (goal 300 ms, ceiling 1500 ms)', headline: true },
      ],
    },
    {
      name: 'floor-page',
      url: 'http://127.0.0.1:5000/',
      summary: summarize([run(100, 1400, 20)]),
      budget: null,
      checks: null,
      about: 'a bare page',
    },
  ]
  const checks = [{ status: 'ok' as const, text: 'JS before the home page hydrates: 140 KB', headline: true }]

  it('marks each page, lists the headline checks, and the failures and goals missed', () => {
    const report = markdownReport({ cpu: ['CPU slowdown 3.8×'], rows, checks, enforced: true, seconds: 200 })
    expect(report).toContain('| ✖ | home | `/` | 1 | 72 (90 / 70) | 1.90 s | 900 ms |')
    expect(report).toContain('|  | floor-page | `/` | 1 | 100 |')
    expect(report).toContain('floor-page: a bare page.')
    expect(report).toContain('- ✖ home TBT 1900 ms')
    expect(report).toContain('- ✔ JS before the home page hydrates: 140 KB')
    expect(report).toMatch(/\*\*Failed:\*\*\n- home TBT/)
    expect(report).toMatch(/Goals missed, above their floors:\n- home performance 72/)
  })

  it('on a fixed slowdown reports the figures without verdicts', () => {
    const report = markdownReport({ cpu: ['CPU slowdown 4×'], rows, checks, enforced: false, seconds: 200 })
    expect(report).toContain('|  | home | `/` |')
    expect(report).toContain('- home TBT 1900 ms')
    expect(report).not.toMatch(/Failed|Goals missed|✖|✔/)
  })
})
