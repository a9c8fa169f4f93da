// The JavaScript a pre-rendered page loads before it can be used (budget, as a phone gets the page):
// every script the page requests before it starts to hydrate (the app's `app:hydrate` mark, lib/hydration/hydration-mark.ts),
// the entry and the lazily loaded parts a page readies before hydrating alike, each file gzipped as built.
// scripts/size-budget.mjs measures less: the entry and the home route's static imports, without those parts.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { type Browser, devices } from '@playwright/test'
import { HYDRATION_MARK } from '../web/lib/hydration/hydration-mark.ts'

export interface ScriptsBeforeHydration {
  /** Each file (its path under the site) with its gzip size in KB. */
  files: { path: string; gzipKb: number }[]
  totalKb: number
}

export async function scriptsBeforeHydration(
  browser: Browser,
  url: string,
  distDir: string,
): Promise<ScriptsBeforeHydration> {
  const context = await browser.newContext({ ...devices['Pixel 7'] })
  try {
    const page = await context.newPage()
    await page.goto(url)
    const requested = await page.evaluate(async (mark) => {
      for (let waited = 0; performance.getEntriesByName(mark).length === 0; waited += 50) {
        if (waited > 20_000) throw new Error(`${location.href} did not hydrate within 20 s`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      const hydrating = performance.getEntriesByName(mark)[0]?.startTime ?? 0
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < hydrating && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => new URL(entry.name).pathname)
    }, HYDRATION_MARK)
    const files = [...new Set(requested)].map((path) => ({
      path,
      gzipKb: gzipSync(readFileSync(join(distDir, path))).length / 1024,
    }))
    return { files, totalKb: files.reduce((sum, file) => sum + file.gzipKb, 0) }
  } finally {
    await context.close()
  }
}
