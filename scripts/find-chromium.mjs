// Finds a Chromium for Playwright, in this order: $PLAYWRIGHT_CHROMIUM_PATH, Playwright's own browser,
// Debian's /usr/bin/chromium. Returns the path, or null when none is installed.
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

export const DEBIAN_CHROMIUM = '/usr/bin/chromium'

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
