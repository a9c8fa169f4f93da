// What `npm run start` needs to know of the build it serves: its HTML pages (each must carry the empty
// configuration element nginx fills), and the hashes of their inline scripts for the Content-Security-Policy.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { APP_CONFIG_PLACEHOLDER } from '../web/config/runtime-config.ts'

export interface DistFacts {
  pages: string[]
  /** Pages without the configuration element: nginx could not configure them (they would show the error page). */
  pagesWithoutConfig: string[]
  /** 'sha256-…' of every distinct inline script that runs (not JSON, not JSON-LD). */
  inlineScriptHashes: string[]
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const DATA_TYPES = /\btype\s*=\s*["']?application\/(?:ld\+)?json\b/i

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return []
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return htmlFiles(path)
    return entry.name.endsWith('.html') ? [path] : []
  })
}

/** The hashes of a page's inline scripts that a browser would run (CSP: the exact text between the tags). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_TYPES.test(attributes)) continue
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`)
  }
  return hashes
}

/** The mocks' service worker: only a mock build (`vite build --mode mock`, the browser mocks) has it. */
export const MOCK_WORKER_FILE = 'mockServiceWorker.js'

export function inspectDist(distDir: string): DistFacts {
  if (!existsSync(join(distDir, 'index.html')))
    throw new Error(`${distDir}/index.html does not exist: run \`npm run build\` first (or set DIST_DIR)`)
  if (existsSync(join(distDir, MOCK_WORKER_FILE)))
    throw new Error(
      `${distDir} is a mock build (it has ${MOCK_WORKER_FILE}): its pages answer from the browser mocks, not the API. ` +
        'Serve a production build: `npm run build` (or set DIST_DIR to one)',
    )
  const pages = htmlFiles(distDir)
  const hashes = new Set<string>()
  const pagesWithoutConfig: string[] = []
  for (const page of pages) {
    const html = readFileSync(page, 'utf8')
    if (!html.includes(APP_CONFIG_PLACEHOLDER)) pagesWithoutConfig.push(relative(distDir, page))
    for (const hash of inlineScriptHashes(html)) hashes.add(hash)
  }
  return {
    pages: pages.map((page) => relative(distDir, page)),
    pagesWithoutConfig,
    inlineScriptHashes: [...hashes],
  }
}
