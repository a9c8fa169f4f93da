#!/usr/bin/env node
// `npm test`: everything CI checks, in order, stopping at the first failing step.
// The last line sums the tests the runners executed, as "N passed, N failed".
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'

const reports = '.cache/test-reports'
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })

const steps = [
  ['prepare generated app files', 'npx', ['tsx', 'scripts/prepare.ts']],
  ['contract → sdk in sync', 'npm', ['run', '-s', 'check:generated']],
  ['lint', 'npm', ['run', '-s', 'lint']],
  ['typecheck', 'npm', ['run', '-s', 'typecheck']],
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
  ['production build', 'npm', ['run', '-s', 'build']],
  ['size budget', 'node', ['scripts/size-budget.mjs']],
  ['browser for end-to-end tests', 'node', ['scripts/ensure-browser.mjs']],
  ['nginx for the production journeys', 'node', ['scripts/ensure-nginx.mjs']],
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
 * (playwright.config.ts); they serve it instead of building it again. Only when that step ran in this invocation
 * and the journeys' ports are the default ones.
 */
let built = false
function reuseBuild() {
  return built && !process.env.E2E_PORT_OFFSET && !process.env.VITE_SITE_ORIGIN
    ? { E2E_PROD_DIST: 'dist' }
    : {}
}

const only = process.argv.slice(2)
for (const [label, command, args] of steps) {
  if (only.length > 0 && !only.some((word) => label.includes(word))) continue
  const started = Date.now()
  console.log(`\n▶ ${label}`)
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: `${reports}/e2e.json`, ...reuseBuild() },
  })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed after ${seconds} s`)
    console.log(summary())
    process.exit(result.status ?? 1)
  }
  if (label === 'production build') built = true
  console.log(`✔ ${label} (${seconds} s)`)
}
console.log(`\nall steps passed\n${summary()}`)
