// Lighthouse's runs on the mobile preset: one run, and a list of pages' runs in rounds.
import lighthouse from 'lighthouse'
import type { Page } from 'puppeteer-core'
import type { Category, Run } from './lighthouse-runs.ts'

/**
 * One run in `tab`, with the CPU slowed `cpuSlowdown` times. Every run goes in
 * the same tab: a new one per run makes headless Chromium build a new window's UI beside the page's load, work
 * that lands in the page's Total Blocking Time. Lighthouse still clears the site's storage and cache each run.
 */
export async function audit(
  url: string,
  tab: Page,
  cpuSlowdown: number,
  categories: readonly Category[],
): Promise<Run> {
  const result = await lighthouse(
    url,
    {
      output: ['html', 'json'],
      logLevel: 'error',
      onlyCategories: [...categories],
      // Deep-merged into the mobile preset's throttling: only the CPU changes.
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
      // Neither changes a score: the full-page screenshot only illustrates the HTML report, and the back/forward
      // cache audit (weight 0) navigates away and back, which costs the run time.
      disableFullPageScreenshot: true,
      skipAudits: ['bf-cache'],
    },
    undefined,
    tab,
  )
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr, report } = result
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const applied = lhr.configSettings.throttling.cpuSlowdownMultiplier
  if (applied !== cpuSlowdown)
    throw new Error(`${url}: Lighthouse ran with a CPU slowdown of ${applied}, not ${cpuSlowdown}`)
  const scores: Run['scores'] = {}
  for (const category of categories)
    scores[category] = Math.round((lhr.categories[category]?.score ?? 0) * 100)
  const resources = lhr.audits['resource-summary']?.details
  const scriptBytes =
    resources?.type === 'table'
      ? Number(resources.items.find((item) => item.resourceType === 'script')?.transferSize ?? 0)
      : Number.NaN
  return {
    scores,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    jsKb: scriptBytes / 1024,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    html: Array.isArray(report) ? (report[0] ?? '') : report,
    json: Array.isArray(report) ? (report[1] ?? '') : JSON.stringify(lhr),
  }
}

/** A page to audit: its URL, its runs, and the categories of its first run (later runs: performance only). */
export type AuditTarget = { name: string; url: string; runs: number; categories: Category[] }

/**
 * Runs each target's runs in rounds, one run of every target a round, so that a busy spell of the host falls on
 * one run of several pages rather than on every run of one page.
 */
export async function auditInRounds(list: AuditTarget[], tab: Page, slowdown: number, label = 'run') {
  const runs = new Map<string, Run[]>(list.map((target) => [target.name, []]))
  const rounds = Math.max(...list.map((target) => target.runs))
  for (let round = 0; round < rounds; round++)
    for (const target of list.filter((t) => t.runs > round)) {
      // Accessibility and SEO, which do not move between runs, in a page's first run only.
      const categories = round === 0 ? target.categories : (['performance'] as Category[])
      const run = await audit(target.url, tab, slowdown, categories).catch((error: unknown) => {
        // Lighthouse asks for another run when its trace of a load came out broken (NO_NAVSTART, NO_FCP).
        console.log(`  ${target.name}: ${error instanceof Error ? error.message : error}; running again`)
        return audit(target.url, tab, slowdown, categories)
      })
      runs.get(target.name)?.push(run)
      console.log(
        `  ${target.name.padEnd(10)} ${label} ${round + 1}/${target.runs}: ${run.scores.performance}  LCP ${Math.round(run.lcpMs)} ms  TBT ${Math.round(run.tbtMs)} ms  (benchmarkIndex ${Math.round(run.benchmarkIndex)})`,
      )
    }
  return runs
}
