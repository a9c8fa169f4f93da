#!/usr/bin/env node
// `npm test`: everything CI checks, in order, stopping at the first failing step.
// It ends by writing reports/summary.md (each step's duration, the test counts, the size budget's and Lighthouse's
// figures) and printing it; the last line sums the tests the runners executed, as "N passed, N failed".
import { spawn } from 'node:child_process'
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'

const reports = '.cache/test-reports'
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })
const SUMMARY = 'reports/summary.md'
const runStarted = Date.now()
/** Each finished step: its name, seconds, and whether it ran beside others. */
const durations = []

const steps = [
  ['Node version of every runner', 'node', ['scripts/node-versions.mjs']],
  ['prepare generated app files', 'npx', ['tsx', 'scripts/prepare.ts']],
  // tsc uses one core for ≈ 40 s: it runs beside the next two steps (together ≈ 20 s), and the run waits for it
  // after the lint. One after the other they took 61 s on CI's two cores.
  ['typecheck', 'npm', ['run', '-s', 'typecheck'], { joinAfter: 'lint' }],
  ['contract → sdk in sync', 'npm', ['run', '-s', 'check:generated']],
  ['lint', 'npm', ['run', '-s', 'lint']],
  // Before the unit tests: scripts/start-edge.test.ts runs `npm run start` with the real nginx.
  ['nginx for `npm run start`', 'node', ['scripts/ensure-nginx.mjs']],
  [
    'unit tests',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/unit.json`],
  ],
  [
    'contract tests',
    'npx',
    [
      'vitest',
      'run',
      '--config',
      'vitest.contract.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports}/contract.json`,
    ],
  ],
  // Beside it, the mock build the journeys' dev projects serve (see mockBuild below): two builds at once on CI's
  // two cores took 49 s instead of 37 + 41 s one after the other.
  ['production build', 'npm', ['run', '-s', 'build'], { beside: mockBuild }],
  ['size budget', 'node', ['scripts/size-budget.mjs'], { tee: `${reports}/size-budget.log` }],
  ['browser for end-to-end tests', 'node', ['scripts/ensure-browser.mjs']],
  ['end-to-end tests', 'npx', ['playwright', 'test']],
  // Last, on an otherwise idle machine: Lighthouse's scores move with the load on the CPU.
  ['Lighthouse budgets', 'npm', ['run', '-s', 'lighthouse']],
]

function countVitest(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0 }
  const report = JSON.parse(readFileSync(file, 'utf8'))
  return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0 }
}

function countPlaywright(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0 }
  const { stats } = JSON.parse(readFileSync(file, 'utf8'))
  return { passed: stats?.expected ?? 0, failed: (stats?.unexpected ?? 0) + (stats?.flaky ?? 0) }
}

function summary() {
  const counts = [
    countVitest(`${reports}/unit.json`),
    countVitest(`${reports}/contract.json`),
    countPlaywright(`${reports}/e2e.json`),
  ]
  const passed = counts.reduce((sum, c) => sum + c.passed, 0)
  const failed = counts.reduce((sum, c) => sum + c.failed, 0)
  return `${passed} passed, ${failed} failed`
}

/**
 * The production build step writes dist/ for the pre-render's default origin, the one the production journeys open
 * (playwright.config.ts), and beside it the mock build the dev projects open; the journeys serve both instead of
 * building them again. Only when that step ran in this invocation and the journeys' ports are the default ones.
 */
const defaultPorts = !process.env.E2E_PORT_OFFSET && !process.env.VITE_SITE_ORIGIN
const MOCK_DIST = '.cache/dist-mock-5173'
let built = false
function reuseBuilds() {
  return built && defaultPorts ? { E2E_PROD_DIST: 'dist', E2E_MOCK_DIST: MOCK_DIST } : {}
}

/** The journeys' mock build (playwright.config.ts builds the same when it is not given one), with the ports' origin. */
function mockBuild() {
  if (!defaultPorts || !selected('end-to-end tests')) return null
  return {
    label: 'mock build for the journeys',
    command: 'npx',
    args: ['vite', 'build', '--mode', 'mock', '--outDir', MOCK_DIST, '--emptyOutDir'],
    env: { VITE_SITE_ORIGIN: 'http://localhost:5173' },
  }
}

/**
 * Runs a command to its end; `log` takes its output instead of the terminal, `tee` copies it there as well.
 * Resolves with its exit status.
 */
function run(command, args, env, log, tee) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: log || tee ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: `${reports}/e2e.json`, ...reuseBuilds(), ...env },
    })
    if (log || tee) {
      const file = createWriteStream(log ?? tee)
      child.stdout.pipe(file)
      child.stderr.pipe(file)
      if (tee) {
        child.stdout.pipe(process.stdout)
        child.stderr.pipe(process.stderr)
      }
    }
    child.on('error', () => resolve(1))
    child.on('close', (status) => resolve(status ?? 1))
  })
}

const seconds = (from, to = Date.now()) => ((to - from) / 1000).toFixed(1)

/** The run's figures as markdown: steps and their durations, test counts, and the budgets' own reports. */
function writeSummary(outcome) {
  const sizeLine = existsSync(`${reports}/size-budget.log`)
    ? readFileSync(`${reports}/size-budget.log`, 'utf8')
        .split('\n')
        .filter((line) => /home route initial JS|✖|⚠/.test(line))
    : []
  const lighthouse =
    existsSync('reports/lighthouse.md') && durations.some((d) => d.label === 'Lighthouse budgets')
  const text = [
    `# npm test: ${outcome}`,
    '',
    `Node ${process.version}, ${seconds(runStarted)} s in all. Tests: ${summary()}.`,
    '',
    '| step | seconds |',
    '|---|---|',
    ...durations.map((d) => `| ${d.label}${d.beside ? ' (beside the next steps)' : ''} | ${d.seconds} |`),
    '',
    ...(sizeLine.length ? ['## Size budget', '', ...sizeLine.map((line) => `- ${line.trim()}`), ''] : []),
    ...(lighthouse ? [readFileSync('reports/lighthouse.md', 'utf8')] : []),
  ].join('\n')
  mkdirSync('reports', { recursive: true })
  writeFileSync(SUMMARY, text)
  console.log(`\n${text}\n(written to ${SUMMARY})`)
}

function fail(label, status, started) {
  console.error(`\n✖ ${label} failed after ${seconds(started)} s`)
  durations.push({ label: `${label} (failed)`, seconds: seconds(started) })
  writeSummary(`failed at ${label}`)
  console.log(summary())
  process.exit(status)
}

const only = process.argv.slice(2)
/** Whether this invocation runs the step: all of them, or those whose names contain a word given. */
function selected(label) {
  return only.length === 0 || only.some((word) => label.includes(word))
}

/** Steps running beside the others (`joinAfter`), by the step after which the run waits for them. */
const running = new Map()

/** Waits for the steps that run beside the others until `label` has passed; their output only when one fails. */
async function join(label) {
  for (const step of running.get(label) ?? []) {
    const status = await step.status
    if (status !== 0) {
      console.error(readFileSync(step.log, 'utf8'))
      fail(step.label, status, step.started)
    }
    durations.push({ label: step.label, seconds: seconds(step.started, step.ended), beside: true })
    console.log(`✔ ${step.label} (${seconds(step.started, step.ended)} s, beside the steps above)`)
  }
  running.delete(label)
}

for (const [label, command, args, options] of steps) {
  if (!selected(label)) continue
  const started = Date.now()
  if (options?.joinAfter && selected(options.joinAfter)) {
    const log = `${reports}/${label}.log`
    const step = { label, log, started, ended: started, status: null }
    step.status = run(command, args, {}, log).then((status) => {
      step.ended = Date.now()
      return status
    })
    running.set(options.joinAfter, [...(running.get(options.joinAfter) ?? []), step])
    console.log(`\n▶ ${label} (beside the next steps, its output in ${log})`)
    continue
  }
  const beside = options?.beside?.()
  console.log(
    `\n▶ ${label}${beside ? ` (and the ${beside.label}, its output in ${reports}/beside.log)` : ''}`,
  )
  const [status, besideStatus] = await Promise.all([
    run(command, args, {}, undefined, options?.tee),
    beside ? run(beside.command, beside.args, beside.env, `${reports}/beside.log`) : 0,
  ])
  if (status !== 0) fail(label, status, started)
  if (besideStatus !== 0) {
    console.error(readFileSync(`${reports}/beside.log`, 'utf8'))
    fail(beside.label, besideStatus, started)
  }
  const took = seconds(started)
  durations.push({ label: beside ? `${label} and the ${beside.label}` : label, seconds: took })
  if (beside) console.log(`✔ ${beside.label}`)
  if (label === 'production build') built = true
  console.log(`✔ ${label} (${took} s)`)
  await join(label)
}
writeSummary('all steps passed')
console.log(`\nall steps passed\n${summary()}`)
