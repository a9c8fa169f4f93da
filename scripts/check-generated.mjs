#!/usr/bin/env node
// `npm run check:generated`: fails when sdk/ is stale, i.e. regenerating from openapi/ changes any
// committed generated file (or adds one git does not know), or when the committed MSW worker is not the one of the
// installed msw (npm does not run msw's install script, which would copy it; see docs/dependencies.md).
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const generated = [
  'sdk/gen',
  'sdk/paths',
  'sdk/bundled',
  'sdk/operations.gen.ts',
  'sdk/operation-transport.gen.ts',
  'sdk/operation-contract.gen.ts',
  'sdk/response-schemas.gen.ts',
]
execFileSync('node', ['scripts/generate.mjs'], { stdio: 'inherit' })
const changes = execFileSync('git', ['status', '--porcelain', '--', ...generated], {
  encoding: 'utf8',
}).trim()
if (changes) {
  console.error(`sdk/ is stale: regenerating from openapi/ changed these files:\n${changes}`)
  console.error('Run `npm run generate` and commit the result.')
  process.exit(1)
}
console.log('sdk/ is in sync with openapi/')

const worker = (path) => readFileSync(path, 'utf8')
if (worker('public/mockServiceWorker.js') !== worker('node_modules/msw/lib/mockServiceWorker.js')) {
  console.error('public/mockServiceWorker.js is not the worker of the installed msw.')
  console.error('Run `npx msw init public --save=false` and commit the result.')
  process.exit(1)
}
console.log('public/mockServiceWorker.js matches the installed msw')
