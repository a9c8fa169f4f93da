// Finds a Chromium for Playwright, in this order: $PLAYWRIGHT_CHROMIUM_PATH, Playwright's own browser,
// Debian's /usr/bin/chromium. Returns the path, or null when none is installed.
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

export const DEBIAN_CHROMIUM = '/usr/bin/chromium'
/** Debian's build of Chromium's headless shell (the `chromium-headless-shell` package, same version). */
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

export function findChromium() {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_PATH
  if (fromEnv && existsSync(fromEnv)) return fromEnv
  let playwrightOwn = ''
  try {
    playwrightOwn = chromium.executablePath()
  } catch {
    playwrightOwn = ''
  }
  if (playwrightOwn && existsSync(playwrightOwn)) return playwrightOwn
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM
  return null
}

/** The flags every launch uses: no sandbox (CI runs as root) and no background traffic (the network is closed). */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

/**
 * The browser of the end-to-end journeys: $PLAYWRIGHT_CHROMIUM_PATH, else Debian's headless shell (what
 * Playwright's own headless runs use too: Chromium without the desktop browser's UI layer, which took about a
 * third of the journeys' time on CI's two cores), else findChromium(). Lighthouse keeps the full browser.
 */
export function findJourneyBrowser() {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_PATH
  if (fromEnv && existsSync(fromEnv)) return fromEnv
  if (existsSync(DEBIAN_HEADLESS_SHELL)) return DEBIAN_HEADLESS_SHELL
  return findChromium()
}
