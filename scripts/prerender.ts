// Pre-renders the site's public pages into a client build (docs/prerendering.md): every page of the page list
// (web/ssr/page-list.ts) in every locale becomes a static HTML file a web server finds for its address, plus
// sitemap.xml and robots.txt. `vite build` runs it after building the client and the server entry
// (scripts/prerender-plugin.ts); on its own:
//   node --import tsx scripts/prerender.ts --out dist --entry .cache/ssr-dist/entry-server.js
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { startPrerenderData } from './prerender-data.ts'
import { pageFile, SPA_SHELL_FILE } from './prerender-output.ts'

/** What web/ssr/entry-server.tsx exports; Vite builds it, so the build's JS is what is imported. */
type ServerEntry = typeof import('../web/ssr/entry-server.tsx')

const { values } = parseArgs({ options: { out: { type: 'string' }, entry: { type: 'string' } } })
if (!values.out || !values.entry)
  throw new Error('usage: prerender.ts --out <client outDir> --entry <entry-server.js>')
const outDir = resolve(values.out)

/** Writes a page where a static server finds it for its address. */
async function writePage(href: string, html: string): Promise<void> {
  const file = join(outDir, pageFile(href))
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, html)
}

const started = performance.now()
const entry = (await import(pathToFileURL(resolve(values.entry)).href)) as ServerEntry
const data = await startPrerenderData(entry.baseUrls, entry.siteOrigin)
try {
  const template = await readFile(join(outDir, 'index.html'), 'utf8')
  if (template.includes('id="prerender-state"'))
    throw new Error(`${outDir}/index.html is already pre-rendered`)
  await writeFile(join(outDir, SPA_SHELL_FILE), template)

  const pages = await entry.listPages()
  // A page that does not render completely (a failed call, an error) is not written: the web server answers the
  // SPA shell for it, as before pre-rendering, and the build says which (the journey over the built HTML fails).
  const failed: string[] = []
  for (const page of pages) {
    const href = entry.pageHref(page)
    const html = await entry.renderPageHtml(page, template).catch((error: unknown) => {
      failed.push(href)
      console.warn(`pre-render: ${href} not pre-rendered:`, error)
      return null
    })
    if (html !== null) await writePage(href, html)
  }
  // The shells of the pages that show one visitor's data (web/ssr/shell-pages.ts): a shell that fails fails the
  // build, as nothing would stand in for it but the blank SPA shell.
  const shells = entry.listShells()
  for (const shell of shells)
    await writePage(entry.pageHref(shell), await entry.renderPageHtml(shell, template, 'shell'))
  await writeFile(join(outDir, 'sitemap.xml'), entry.sitemap(pages))
  await writeFile(join(outDir, 'robots.txt'), entry.robots())

  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(
    `pre-rendered ${pages.length - failed.length} of ${pages.length} pages for ${entry.siteOrigin} from ${data.description} in ${seconds} s, ` +
      `with ${shells.length} shell pages, sitemap.xml, robots.txt and the SPA shell ${SPA_SHELL_FILE}`,
  )
  if (failed.length > 0)
    console.warn(`pre-render: not pre-rendered (served as the SPA shell): ${failed.join(' ')}`)
} finally {
  data.stop()
}
// The app's modules keep timers and listeners that a page in a browser keeps too (the health checks, the session
// store's refresh, the rates socket's reconnect): the pre-render ends here, whatever is still scheduled.
process.exit(0)
