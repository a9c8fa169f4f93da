#!/usr/bin/env node
// The size budget of the production build (run after `npm run build`):
//   - the JavaScript the home route needs before it can render (what index.html loads — the entry, or the chunk
//     the entry was grouped into — the home route's own chunks, and everything they import statically), gzipped,
//     is held to HOME_INITIAL_JS_KB: above its goal it warns, above its ceiling it fails (docs/budgets.md);
//   - no MSW code and no mockServiceWorker.js reach dist/ at all.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

// The goal is the phone-speed budget; the ceiling stops a regression without failing on the build's present size.
const HOME_INITIAL_JS_KB = { goal: 150, ceiling: 155 }
const DIST = process.env.SIZE_BUDGET_DIST ?? 'dist'
const HOME_ROUTE_SOURCES = [/^web\/routes\/index\.tsx/, /^web\/routes\/__root\.tsx/]
// Strings every MSW build carries (its console prefix and its worker's integrity marker).
const MSW_MARKERS = ['[MSW]', 'mockServiceWorker', 'INTEGRITY_CHECKSUM']

const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'))

function collect(key, into) {
  if (into.has(key)) return
  into.add(key)
  for (const imported of manifest[key]?.imports ?? []) collect(imported, into)
}

const needed = new Set()
// The scripts index.html starts with: the entry chunk, or (with vite.config.ts's `app` group) the chunk that holds it.
const keyByFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]))
const html = readFileSync(join(DIST, 'index.html'), 'utf8')
const started = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((match) =>
  keyByFile.get(match[1]),
)
if (started.length === 0) throw new Error('index.html starts no script of the manifest')
for (const key of started) if (key) collect(key, needed)
for (const key of Object.keys(manifest)) {
  if (HOME_ROUTE_SOURCES.some((pattern) => pattern.test(manifest[key].src ?? key))) collect(key, needed)
}

const rows = [...needed]
  .map((key) => manifest[key].file)
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, gzip: gzipSync(readFileSync(join(DIST, file))).length }))
  .sort((a, b) => b.gzip - a.gzip)
const totalBytes = rows.reduce((sum, row) => sum + row.gzip, 0)
const totalKb = totalBytes / 1024
for (const row of rows) console.log(`  ${(row.gzip / 1024).toFixed(1).padStart(7)} KB  ${row.file}`)
console.log(
  `home route initial JS: ${totalKb.toFixed(1)} KB gzip, ${totalBytes} bytes (goal ${HOME_INITIAL_JS_KB.goal} KB, ceiling ${HOME_INITIAL_JS_KB.ceiling} KB)`,
)

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}
const mswFiles = filesUnder(DIST).filter((file) => {
  if (file.endsWith('mockServiceWorker.js')) return true
  if (!/\.(js|html)$/.test(file)) return false
  const text = readFileSync(file, 'utf8')
  return MSW_MARKERS.some((marker) => text.includes(marker))
})

let failed = false
if (totalKb > HOME_INITIAL_JS_KB.ceiling) {
  console.error(
    `✖ the home route's initial JS is over its ceiling by ${(totalKb - HOME_INITIAL_JS_KB.ceiling).toFixed(1)} KB`,
  )
  failed = true
} else if (totalKb > HOME_INITIAL_JS_KB.goal) {
  console.warn(
    `⚠ the home route's initial JS is over its goal by ${(totalKb - HOME_INITIAL_JS_KB.goal).toFixed(1)} KB`,
  )
}
if (mswFiles.length > 0) {
  console.error(`✖ MSW code reached the production build: ${mswFiles.join(', ')}`)
  failed = true
}
if (failed) process.exit(1)
console.log('✔ under the ceiling; no MSW code in dist/')
