#!/usr/bin/env node
// `npm run check:generated`: fails when sdk/ is stale, i.e. regenerating from openapi/ changes any
// committed generated file (or adds one git does not know).
import { execFileSync } from 'node:child_process'

const generated = [
  'sdk/gen',
  'sdk/paths',
  'sdk/bundled',
  'sdk/operations.gen.ts',
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
