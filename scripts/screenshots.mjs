#!/usr/bin/env node
// `npm run screenshots`: PNGs of every route (web/e2e/support/shell-routes.mjs) in both locales and both themes,
// at phone (360×740) and desktop (1280×800) sizes, plus the open mobile menu, into screenshots/ (git-ignored).
// Uses the dev server on 5173 (with the MSW worker); when nothing answers there it starts `npx vite` itself and
// stops it afterwards.
//
// Options: --locales en,ru   --themes light,dark   --viewports phone,desktop   --routes /,/blog,/price/btc
//          --out screenshots   --base-url http://localhost:5173
import { spawn } from 'node:child_process'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { SHELL_ROUTES, THEME_STORAGE_KEY, THEMES, VIEWPORTS } from '../web/e2e/support/shell-routes.mjs'
import { chromiumArgs, findChromium } from './find-chromium.mjs'

const BROWSER_LANGUAGE = { en: 'en-US', ru: 'ru-RU' }
const SERVER_START_TIMEOUT_MS = 120_000
/** Browser contexts working at once (one per locale × theme × size). */
const CONCURRENCY = 3
/** Network quiet before a picture; pages that keep polling (live rates) get this long at most. */
const SETTLE_TIMEOUT_MS = 3000

const { values: options } = parseArgs({
  options: {
    locales: { type: 'string', default: 'en,ru' },
    themes: { type: 'string', default: THEMES.join(',') },
    viewports: { type: 'string', default: Object.keys(VIEWPORTS).join(',') },
    routes: { type: 'string' },
    out: { type: 'string', default: 'screenshots' },
    'base-url': { type: 'string', default: 'http://localhost:5173' },
  },
})
const list = (value) => value.split(',').filter(Boolean)
const locales = list(options.locales)
const themes = list(options.themes)
const viewports = list(options.viewports)
const wanted = options.routes ? new Set(list(options.routes)) : null
const routes = SHELL_ROUTES.filter((route) => !wanted || wanted.has(route.path) || wanted.has(route.name))
const baseUrl = options['base-url']

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
    return response.ok
  } catch {
    return false
  }
}

/** Starts `npx vite` in its own process group (so the whole group stops together) and waits for it. */
async function startDevServer() {
  const port = new URL(baseUrl).port || '5173'
  const child = spawn('npx', ['vite', '--port', port, '--strictPort'], { detached: true, stdio: 'ignore' })
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite exited with code ${child.exitCode}`)
    if (await answers(baseUrl)) return child
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  stopDevServer(child)
  throw new Error(`the dev server did not answer on ${baseUrl} within ${SERVER_START_TIMEOUT_MS / 1000} s`)
}

function stopDevServer(child) {
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    // Already gone.
  }
}

function localePath(locale, path) {
  if (locale === 'en') return path
  return path === '/' ? '/ru' : `/ru${path}`
}

async function shoot(browser, { locale, theme, viewport }) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: VIEWPORTS[viewport],
    locale: BROWSER_LANGUAGE[locale],
    reducedMotion: 'reduce',
    colorScheme: theme,
  })
  await context.addInitScript(
    ([key, value]) => {
      localStorage.setItem(key, value)
    },
    [THEME_STORAGE_KEY, theme],
  )
  const page = await context.newPage()
  const saved = []
  const settle = async () => {
    // CSS, not role: behind an open dialog (a guest on an account page) the heading is hidden from the a11y tree.
    await page.locator('h1').first().waitFor()
    await page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS }).catch(() => {})
  }
  for (const route of routes) {
    await page.goto(localePath(locale, route.path))
    await settle()
    const file = join(options.out, `${viewport}-${theme}-${locale}-${route.name}.png`)
    await page.screenshot({ path: file, fullPage: true })
    saved.push(file)
  }
  // The header's menu open (the side sheet on phones), on the home page.
  if (viewport === 'phone') {
    await page.goto(localePath(locale, '/'))
    await settle()
    await page.locator('header [aria-haspopup="dialog"]').click()
    await page.getByRole('dialog').waitFor()
    const file = join(options.out, `${viewport}-${theme}-${locale}-menu-open.png`)
    await page.screenshot({ path: file })
    saved.push(file)
  }
  await context.close()
  return saved
}

async function main() {
  const executablePath = findChromium()
  if (!executablePath) throw new Error('no Chromium found (see scripts/find-chromium.mjs)')
  await mkdir(options.out, { recursive: true })
  const server = (await answers(baseUrl)) ? null : await startDevServer()
  const browser = await chromium.launch({ executablePath, args: chromiumArgs })
  const jobs = locales.flatMap((locale) =>
    themes.flatMap((theme) => viewports.map((viewport) => ({ locale, theme, viewport }))),
  )
  let count = 0
  try {
    const worker = async () => {
      for (let job = jobs.shift(); job; job = jobs.shift()) {
        const saved = await shoot(browser, job)
        count += saved.length
        console.log(`${job.viewport} ${job.theme} ${job.locale}: ${saved.length} screenshots`)
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  } finally {
    await browser.close()
    if (server) stopDevServer(server)
  }
  console.log(`✔ ${count} screenshots in ${options.out}/`)
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
