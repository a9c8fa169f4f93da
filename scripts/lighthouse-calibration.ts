// The CPU slowdown that makes Lighthouse's run stand for a mid-tier phone on this host: Lighthouse's own
// calibration (docs/throttling.md in its repository, and its CPU throttling calculator), from the host's
// `benchmarkIndex`. Lighthouse's default 4× models that phone only on a host near 1533.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import type { Page } from 'puppeteer-core'

/** Lighthouse's default mobile CPU slowdown. */
export const DEFAULT_CPU_SLOWDOWN = 4

/** The calculator's slowdown for a host: its line 3 + (index − 1300) / 233 from 1300 up, and the note to print below it. */
export function cpuSlowdownFor(benchmarkIndex: number): { slowdown: number; note: string | null } {
  if (!Number.isFinite(benchmarkIndex)) throw new Error(`benchmarkIndex ${benchmarkIndex} is not a number`)
  if (benchmarkIndex >= 1300) return { slowdown: 3 + (benchmarkIndex - 1300) / 233, note: null }
  // Under 1300 the calculator's own lower lines (2× at 800, 1× at 150): a loaded host measures low, and its run
  // still models the phone instead of a phone slower than the target.
  if (benchmarkIndex >= 800)
    return {
      slowdown: 2 + (benchmarkIndex - 800) / 500,
      note: 'benchmarkIndex under 1300: the calculator’s line for 800–1300 (2× at 800, 3× at 1300)',
    }
  if (benchmarkIndex >= 150)
    return {
      slowdown: 1 + (benchmarkIndex - 150) / 650,
      note: 'benchmarkIndex under 800: the calculator’s line for 150–800 (1× at 150, 2× at 800); the host is busy or slow',
    }
  return {
    slowdown: 1,
    note: 'benchmarkIndex under 150: the host is slower than the target phone, so the run is unthrottled and its scores are pessimistic',
  }
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  if (!sorted.length) throw new Error('median of nothing')
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

/**
 * The host's benchmarkIndex as Lighthouse measures it at the start of each run (its own page function, in the tab
 * the runs use), sampled a few times: one sample moves with whatever else the host runs at that second.
 */
export async function measureBenchmarkIndex(tab: Page, samples: number): Promise<number[]> {
  const measured: number[] = []
  for (let i = 0; i < samples; i++) measured.push(await tab.evaluate(pageFunctions.computeBenchmarkIndex))
  return measured
}

/** The slowdown for the runs, from the host's benchmark samples unless a fixed one is asked for, and the lines that say so. */
export function calibrate(samples: number[], fixed: number | null): { slowdown: number; lines: string[] } {
  const index = median(samples)
  const sampled = `the host's benchmarkIndex ${Math.round(index)} (median of ${samples.map(Math.round).join(', ')})`
  if (fixed !== null)
    return {
      slowdown: fixed,
      lines: [
        `CPU slowdown ${fixed}× (fixed${fixed === DEFAULT_CPU_SLOWDOWN ? ', Lighthouse’s default' : ''}): reports only, no floors applied; ${sampled}.`,
      ],
    }
  const { slowdown, note } = cpuSlowdownFor(index)
  // One decimal: a slowdown the report can state exactly, and the same for every run of the invocation.
  const rounded = Math.round(slowdown * 10) / 10
  return {
    slowdown: rounded,
    lines: [
      `CPU slowdown ${rounded}× for a mid-tier phone, from ${sampled}.`,
      ...(note ? [`Note: ${note}.`] : []),
    ],
  }
}
