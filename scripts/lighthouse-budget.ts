// `npm run lighthouse` (the last step of `npm test`): Lighthouse's mobile preset on the production build as users
// get it (dist/ behind the real nginx and the HTTP mock server), with the CPU slowed to a mid-tier phone on this
// host: the median of a few samples of the host's benchmarkIndex gives the slowdown through Lighthouse's calibration
// (scripts/lighthouse-calibration.ts), one for the whole invocation. The pages below and the floor page (a bare
// React + TanStack Router page, scripts/lighthouse-floor/) are audited in rounds; each figure is the median of a
// page's runs. A figure past its floor or ceiling fails the step, after the page is measured again once; one
// between its goal and its floor warns.
//   npm run build && npm run lighthouse     calibrated; prints the table and writes it to reports/lighthouse.md,
//                                           each page's median report to .cache/lighthouse/<page>.html and .json
//   npm run lighthouse -- --default         Lighthouse's default 4× instead (LIGHTHOUSE_CPU=<n>: another fixed
//                                           slowdown): reports only, nothing fails
//   LIGHTHOUSE_RUNS=1                       one run per page, for a quick look
//   LIGHTHOUSE_PAGES=home,pair              some pages only (the floor page runs with home)
//   LIGHTHOUSE_SITE_PORT (4173), LIGHTHOUSE_MOCK_PORT (4910), LIGHTHOUSE_DEBUG_PORT (9333), DIST_DIR (dist)
//   The build's pages are pre-rendered for one origin (VITE_SITE_ORIGIN, http://localhost:4173 by default): serve
//   them on that one, or React rewrites their head tags, work no visitor sees.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { chromium } from '@playwright/test'
import puppeteer from 'puppeteer-core'
import { chromiumArgs, findChromium } from './find-chromium.mjs'
import { scriptsBeforeHydration } from './js-before-hydration.ts'
import { type AuditTarget, auditInRounds } from './lighthouse-audit.ts'
import { calibrate, DEFAULT_CPU_SLOWDOWN, measureBenchmarkIndex, median } from './lighthouse-calibration.ts'
import { buildFloor, serveFloor } from './lighthouse-floor/floor-site.ts'
import { type Check, markdownReport, type Row, worst } from './lighthouse-report.ts'
import { type Summary, summarize } from './lighthouse-runs.ts'
import { seededOrderPath, startSite, stopServers } from './lighthouse-servers.ts'

/**
 * The budgets, on the calibrated run: each page's performance goal (warns under it) and floor (fails under it).
 * A floor sits under the medians a busy CI host gives, so that CI fails on a regression and not at random.
 * Runs: most where a page moves most and carries the most goals (home); one where the median barely moves or
 * follows another page's (/ru is home's code), with two more when it is past a floor.
 */
const PAGES: PageBudget[] = [
  { name: 'home', path: '/', runs: 5, goal: 90, floor: 50 },
  { name: 'home-ru', path: '/ru', runs: 1, goal: 90, floor: 50 },
  { name: 'pair', path: '/exchange-btc-eth', runs: 3, goal: 90, floor: 50 },
  { name: 'prices', path: '/price', runs: 1, goal: 90, floor: 50 },
  { name: 'coin', path: '/price/btc', runs: 3, goal: 90, floor: 50 },
  { name: 'blog-post', path: '/blog/guides/how-to-swap-btc-to-usdt', runs: 1, goal: 90, floor: 50 },
  { name: 'docs', path: '/docs/getting-started', runs: 1, goal: 90, floor: 50 },
  // The visitor's own order (the seeded demo user's), found at start: not indexed, so no SEO budget.
  { name: 'order', path: null, runs: 1, goal: 90, floor: 50, indexed: false },
]
/** The floor page's runs: its LCP is the measure the home page's is held to. */
const FLOOR_PAGE_RUNS = 3
const FLOOR_PAGE_ABOUT =
  'a bare React 19 + TanStack Router page, one heading and a form, rendered in the browser (scripts/lighthouse-floor/)'
/** The home page's Total Blocking Time (ms), and its LCP as a multiple of the floor page's. */
const HOME_TBT_MS = { goal: 300, ceiling: 6000 }
const HOME_LCP_OVER_FLOOR_PAGE = { goal: 1.2, ceiling: 2 }
/** The LCP element is in the first HTML: LCP within "good" (Core Web Vitals) on every page; a noisy host may pass it. */
const LCP_MS = { goal: 2500, ceiling: 4000 }
const MAX_CLS = 0.01
/** Every script the home page loads before it hydrates, gzip KB (scripts/js-before-hydration.ts). */
const HYDRATION_JS_KB = { goal: 150, ceiling: 200 }
/** Accessibility and SEO do not move between runs: goal and floor in one. */
const MIN_ACCESSIBILITY = 95
const MIN_SEO = 100
/** Samples of the host's benchmark before the runs; their median sets the slowdown. */
const BENCHMARK_SAMPLES = 5

type PageBudget = {
  name: string
  path: string | null
  runs: number
  goal: number
  floor: number
  indexed?: false
}

function positive(name: string, value: string): number {
  const number = Number(value)
  if (!(number > 0)) throw new Error(`${name} must be a positive number, not "${value}"`)
  return number
}

const SITE = new URL(`http://localhost:${process.env.LIGHTHOUSE_SITE_PORT ?? 4173}`)
const MOCK = new URL(`http://127.0.0.1:${process.env.LIGHTHOUSE_MOCK_PORT ?? 4910}`)
const DEBUG_PORT = Number(process.env.LIGHTHOUSE_DEBUG_PORT ?? 9333)
const DIST = process.env.DIST_DIR ?? 'dist'
const REPORTS = '.cache/lighthouse'
const FLOOR_DIST = '.cache/lighthouse-floor'
const MARKDOWN = 'reports/lighthouse.md'
/** A fixed slowdown (`--default` is Lighthouse's own): a comparison run, which reports and fails nothing. */
const FIXED_CPU = process.argv.includes('--default')
  ? DEFAULT_CPU_SLOWDOWN
  : process.env.LIGHTHOUSE_CPU
    ? positive('LIGHTHOUSE_CPU', process.env.LIGHTHOUSE_CPU)
    : null
const RUNS = process.env.LIGHTHOUSE_RUNS ? positive('LIGHTHOUSE_RUNS', process.env.LIGHTHOUSE_RUNS) : null
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',')

type Target = AuditTarget & { budget: PageBudget | null }

function targets(orderPath: string, floorOrigin: string): Target[] {
  const pages = PAGES.filter((page) => !ONLY || ONLY.includes(page.name))
  const list: Target[] = pages.map((page) => ({
    name: page.name,
    url: new URL(page.path ?? orderPath, SITE).href,
    runs: RUNS ?? page.runs,
    categories:
      page.indexed === false ? ['performance', 'accessibility'] : ['performance', 'accessibility', 'seo'],
    budget: page,
  }))
  if (pages.some((page) => page.name === 'home'))
    list.push({
      name: 'floor-page',
      url: `${floorOrigin}/`,
      runs: RUNS ?? FLOOR_PAGE_RUNS,
      categories: ['performance'],
      budget: null,
    })
  return list
}

/** A figure against its goal (warns past it) and its floor or ceiling (fails past it); `higher` when more is better. */
function against(text: string, value: number, goal: number, limit: number, higher: boolean): Check {
  const past = (bound: number) => (higher ? value < bound : value > bound)
  return { status: past(limit) ? 'fail' : past(goal) ? 'warn' : 'ok', text }
}

/** A check the report lists on its own, below the table: a goal of the issue that is not a column. */
function headline(text: string, value: number, goal: number, ceiling: number): Check {
  return { ...against(text, value, goal, ceiling, false), headline: true }
}

/** The page's checks; the home page's include its LCP against the floor page's, when that ran. */
function pageChecks(page: PageBudget, s: Summary, floorPage: Summary | null): Check[] {
  const checks = [
    against(
      `${page.name} performance ${s.performance} (goal ${page.goal}, floor ${page.floor})`,
      s.performance,
      page.goal,
      page.floor,
      true,
    ),
    against(`${page.name} CLS ${s.cls.toFixed(3)} (at most ${MAX_CLS})`, s.cls, MAX_CLS, MAX_CLS, false),
    against(
      `${page.name} LCP ${Math.round(s.lcpMs)} ms (goal ${LCP_MS.goal} ms, ceiling ${LCP_MS.ceiling} ms)`,
      s.lcpMs,
      LCP_MS.goal,
      LCP_MS.ceiling,
      false,
    ),
  ]
  if (s.accessibility !== null)
    checks.push(
      against(
        `${page.name} accessibility ${s.accessibility} (at least ${MIN_ACCESSIBILITY})`,
        s.accessibility,
        MIN_ACCESSIBILITY,
        MIN_ACCESSIBILITY,
        true,
      ),
    )
  if (s.seo !== null)
    checks.push(against(`${page.name} SEO ${s.seo} (at least ${MIN_SEO})`, s.seo, MIN_SEO, MIN_SEO, true))
  if (page.name === 'home')
    checks.push(
      headline(
        `home TBT ${Math.round(s.tbtMs)} ms (goal ${HOME_TBT_MS.goal} ms, ceiling ${HOME_TBT_MS.ceiling} ms)`,
        s.tbtMs,
        HOME_TBT_MS.goal,
        HOME_TBT_MS.ceiling,
      ),
      ...(floorPage ? [lcpAgainstFloorPage(s, floorPage)] : []),
    )
  return checks
}

function lcpAgainstFloorPage(home: Summary, floor: Summary): Check {
  const ratio = home.lcpMs / floor.lcpMs
  return headline(
    `home LCP ${ratio.toFixed(2)}× the floor page’s (${Math.round(home.lcpMs)} / ${Math.round(floor.lcpMs)} ms; goal ${HOME_LCP_OVER_FLOOR_PAGE.goal}×, ceiling ${HOME_LCP_OVER_FLOOR_PAGE.ceiling}×)`,
    ratio,
    HOME_LCP_OVER_FLOOR_PAGE.goal,
    HOME_LCP_OVER_FLOOR_PAGE.ceiling,
  )
}

async function main(): Promise<number> {
  const executablePath = findChromium()
  if (!executablePath) throw new Error('no Chromium: `apt-get install -y chromium` (docs/tests.md)')
  mkdirSync(REPORTS, { recursive: true })
  await buildFloor(FLOOR_DIST)
  const floorSite = await serveFloor(FLOOR_DIST)
  await startSite({ site: SITE, mock: MOCK, distDir: DIST })
  const browser = await chromium.launch({
    executablePath,
    args: [...chromiumArgs, `--remote-debugging-port=${DEBUG_PORT}`],
  })
  // The one tab the benchmark and every Lighthouse run go in (see audit()).
  const auditor = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${DEBUG_PORT}`,
    defaultViewport: null,
  })
  try {
    const tab = await auditor.newPage()
    const hydration = await scriptsBeforeHydration(browser, SITE.href, DIST)
    const list = targets(await seededOrderPath(MOCK), floorSite.origin)
    // Sampled once the servers and the browser have started and loaded a page: their start-up work would
    // otherwise count as the host's own slowness.
    const { slowdown, lines } = calibrate(await measureBenchmarkIndex(tab, BENCHMARK_SAMPLES), FIXED_CPU)
    for (const line of lines) console.log(line)
    const runs = await auditInRounds(list, tab, slowdown)
    const summary = (name: string) => summarize(runs.get(name) ?? [])
    const checksOf = (t: Target) =>
      t.budget
        ? pageChecks(t.budget, summary(t.name), runs.get('floor-page')?.length ? summary('floor-page') : null)
        : null
    if (FIXED_CPU === null) {
      // A page past a floor is measured again once, its runs added to the first ones: a regression misses it
      // again, a busy moment of the host seldom does.
      const again = list
        .filter((t) => worst(checksOf(t) ?? []) === 'fail')
        .map((t) => ({ ...t, runs: Math.max(t.runs, 2) }))
      if (again.some((t) => t.name === 'home')) again.push(...list.filter((t) => t.name === 'floor-page'))
      if (again.length) {
        console.log(`past a floor: ${again.map((t) => t.name).join(', ')}; measuring again`)
        for (const [name, more] of await auditInRounds(again, tab, slowdown, 'again'))
          runs.get(name)?.push(...more)
      }
    }
    const rows: Row[] = list.map((t) => {
      const s = summary(t.name)
      writeFileSync(join(REPORTS, `${t.name}.html`), s.representative.html)
      writeFileSync(join(REPORTS, `${t.name}.json`), s.representative.json)
      return {
        name: t.name,
        url: t.url,
        summary: s,
        budget: t.budget && { goal: t.budget.goal, floor: t.budget.floor },
        checks: checksOf(t),
        ...(t.budget ? {} : { about: FLOOR_PAGE_ABOUT }),
      }
    })
    const indexes = rows.flatMap((r) => r.summary.runs.map((run) => run.benchmarkIndex))
    lines.push(
      `The host's benchmarkIndex during the runs: median ${Math.round(median(indexes))}, ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}.`,
    )
    const hydrationCheck = headline(
      `JS before the home page hydrates (phone): ${hydration.totalKb.toFixed(1)} KB gzip in ${hydration.files.length} files (goal ${HYDRATION_JS_KB.goal} KB, ceiling ${HYDRATION_JS_KB.ceiling} KB)`,
      hydration.totalKb,
      HYDRATION_JS_KB.goal,
      HYDRATION_JS_KB.ceiling,
    )
    const enforced = FIXED_CPU === null
    const report = markdownReport({
      cpu: lines,
      rows,
      checks: [hydrationCheck],
      enforced,
      seconds: process.uptime(),
    })
    mkdirSync(dirname(MARKDOWN), { recursive: true })
    writeFileSync(MARKDOWN, report)
    console.log(`\n${report}\n(${MARKDOWN}; each page's median report in ${REPORTS}/)`)
    return enforced && worst([...rows.flatMap((r) => r.checks ?? []), hydrationCheck]) === 'fail' ? 1 : 0
  } finally {
    await auditor.disconnect()
    await browser.close()
    floorSite.server.close()
  }
}

main()
  .then((code) => {
    stopServers()
    process.exit(code)
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    stopServers()
    process.exit(1)
  })
