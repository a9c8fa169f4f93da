#!/usr/bin/env node
// Makes sure a Chromium exists for the end-to-end tests and Lighthouse, and prints the journeys' one.
// Looks first (scripts/find-chromium.mjs); if none is there, installs one: Playwright's installer where it
// works, Debian's `chromium` package where it does not (needs root and apt, as on CI). Where apt works, Debian's
// `chromium-headless-shell` too: the journeys run about a third faster in it (docs/tests.md); without it they
// use the full browser.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL, findChromium, findJourneyBrowser } from './find-chromium.mjs'

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

const sudo = process.getuid?.() === 0 ? '' : 'sudo '
const hasApt = existsSync('/usr/bin/apt-get')
let found = findChromium()
if (!found) {
  attempt("trying Playwright's installer", 'npx playwright install chromium')
  found = findChromium()
}
if (!found) {
  attempt(
    "installing Debian's chromium",
    `${sudo}apt-get update && ${sudo}apt-get install -y chromium chromium-headless-shell`,
  )
  found = findChromium()
}
if (found && hasApt && !process.env.PLAYWRIGHT_CHROMIUM_PATH && !existsSync(DEBIAN_HEADLESS_SHELL)) {
  attempt(
    "installing Debian's chromium-headless-shell",
    `${sudo}apt-get install -y chromium-headless-shell || (${sudo}apt-get update && ${sudo}apt-get install -y chromium-headless-shell)`,
  )
}
if (!found) {
  console.error(
    `ensure-browser: no Chromium found or installable; set PLAYWRIGHT_CHROMIUM_PATH (looked at ${DEBIAN_CHROMIUM} too)`,
  )
  process.exit(1)
}
console.log(`ensure-browser: journeys use ${findJourneyBrowser()}, Lighthouse ${found}`)
