#!/usr/bin/env node
// Makes sure a Chromium exists for the end-to-end tests, and prints its path.
// Looks first (scripts/find-chromium.mjs); if none is there, installs one: Playwright's installer where it
// works, Debian's `chromium` package where it does not (needs root and apt, as on CI).
import { execSync } from 'node:child_process'
import { DEBIAN_CHROMIUM, findChromium } from './find-chromium.mjs'

function attempt(label, command) {
  console.log(`ensure-browser: ${label}`)
  try {
    execSync(command, { stdio: 'inherit', timeout: 15 * 60 * 1000 })
    return true
  } catch {
    console.log(`ensure-browser: ${label} failed`)
    return false
  }
}

let found = findChromium()
if (!found) {
  attempt("trying Playwright's installer", 'npx playwright install chromium')
  found = findChromium()
}
if (!found) {
  const sudo = process.getuid?.() === 0 ? '' : 'sudo '
  attempt("installing Debian's chromium", `${sudo}apt-get update && ${sudo}apt-get install -y chromium`)
  found = findChromium()
}
if (!found) {
  console.error(
    `ensure-browser: no Chromium found or installable; set PLAYWRIGHT_CHROMIUM_PATH (looked at ${DEBIAN_CHROMIUM} too)`,
  )
  process.exit(1)
}
console.log(`ensure-browser: using ${found}`)
