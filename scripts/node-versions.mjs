#!/usr/bin/env node
// Prints the Node version each of `npm test`'s runners starts on, and fails if any is below the project's major
// (package.json engines). Every runner is started the way the steps and Playwright's web servers start it, with
// a preload that reports the version of each Node process it runs in.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const REQUIRED_MAJOR = Number(/\d+/.exec(JSON.parse(readFileSync('package.json', 'utf8')).engines.node)?.[0])
// NODE_OPTIONS splits at spaces, so the preload has none.
const REPORT = "--import=data:text/javascript,process.stderr.write('node-version:'+process.version+'\\n')"

const runners = [
  ['npm scripts', 'node', ['--version']],
  ['tsx (mock server, npm run start, scripts)', 'tsx', ['--version']],
  ['vite (builds, preview)', 'vite', ['--version']],
  ['vitest (unit and contract tests)', 'vitest', ['--version']],
  ['playwright (journeys)', 'playwright', ['--version']],
  ['prism (contract proxy)', 'prism', ['--version']],
  ['lighthouse', 'lighthouse', ['--version']],
]

let failed = false
for (const [label, command, args] of runners) {
  const run = spawnSync(command, args, {
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} ${REPORT}`.trim() },
  })
  const versions = [...(run.stderr ?? '').matchAll(/node-version:(v[\d.]+)/g)].map((match) => match[1])
  const version = versions.at(-1) ?? (command === 'node' ? run.stdout.trim() : undefined)
  const major = Number(/^v(\d+)/.exec(version ?? '')?.[1] ?? 0)
  const ok = run.status === 0 && major >= REQUIRED_MAJOR
  if (!ok) failed = true
  console.log(
    `${ok ? '✔' : '✖'} ${label}: ${version ?? `did not start (${run.error?.message ?? run.stderr})`}`,
  )
}
if (failed) {
  console.error(
    `Every runner must run on Node ${REQUIRED_MAJOR} or later: run npm test through npm (npm ci installs it).`,
  )
  process.exit(1)
}
