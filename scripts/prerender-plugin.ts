import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { extname, join, relative, resolve } from 'node:path'
import { loadEnv, type Plugin } from 'vite'
import { ORDER_ID_PLACEHOLDER, ORDER_PAGE_PATTERN, ORDER_SHELL_PATH } from '../web/ssr/shell-pages.ts'
import { pageFile, SPA_SHELL_FILE } from './prerender-output.ts'

/** The server entry: what the pre-render renders pages with (docs/prerendering.md). */
const SERVER_ENTRY = 'web/ssr/entry-server.tsx'

/**
 * The site's public origin when VITE_SITE_ORIGIN is not set: `vite preview`'s own address, so that
 * `npm run build && npm run preview` shows pages whose canonical links and hydration data fit where they are served.
 */
const DEFAULT_SITE_ORIGIN = 'http://localhost:4173'

/**
 * Pre-rendering in `vite build` (every mode): the client and the server entry are built (Vite's environment API:
 * `builder` builds both), then scripts/prerender.ts writes the pre-rendered pages, sitemap.xml and robots.txt into
 * the client's outDir. `vite preview` then serves them as the production web server does.
 */
export function prerender(): Plugin[] {
  return [prerenderBuild(), prerenderedPreview()]
}

function prerenderBuild(): Plugin {
  let root = ''
  let clientOutDir = ''
  let serverOutDir = ''
  return {
    name: 'prerender',
    apply: 'build',
    config(config, { mode }) {
      root = resolve(config.root ?? process.cwd())
      // The pre-render needs the origin (canonical links, sitemap). Only the server build gets the default: the
      // browser of a build without VITE_SITE_ORIGIN takes the page's own origin (config/env.ts).
      const siteOrigin = loadEnv(mode, root, 'VITE_').VITE_SITE_ORIGIN ?? DEFAULT_SITE_ORIGIN
      clientOutDir = resolve(root, config.build?.outDir ?? 'dist')
      // One server build per client outDir: builds into different outDirs can run at once (the journeys do).
      serverOutDir = join(root, '.cache', `ssr-${relative(root, clientOutDir).replace(/[\\/]/g, '_')}`)
      return {
        builder: {},
        environments: {
          ssr: {
            define: { 'import.meta.env.VITE_SITE_ORIGIN': JSON.stringify(siteOrigin) },
            build: {
              outDir: serverOutDir,
              emptyOutDir: true,
              rolldownOptions: {
                input: { 'entry-server': resolve(root, SERVER_ENTRY) },
                // The pre-render imports the entry by name; the browser's files keep their hashed names.
                output: { entryFileNames: '[name].js' },
              },
            },
          },
        },
      }
    },
    async buildApp(builder) {
      const environment = (name: string) => {
        const found = builder.environments[name]
        if (!found) throw new Error(`no ${name} environment to build`)
        return found
      }
      await builder.build(environment('client'))
      await builder.build(environment('ssr'))
      await runPrerender(root, clientOutDir, join(serverOutDir, 'entry-server.js'))
    },
  }
}

/**
 * Runs scripts/prerender.ts in a child process: it loads the mock world (TypeScript with the project's path aliases,
 * hence tsx) and patches fetch, neither of which belongs in Vite's process.
 */
function runPrerender(root: string, outDir: string, entry: string): Promise<void> {
  const script = join(root, 'scripts/prerender.ts')
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, '--out', outDir, '--entry', entry], {
      cwd: root,
      stdio: 'inherit',
    })
    child.on('error', fail)
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`pre-render failed (exit code ${code})`)),
    )
  })
}

/**
 * `vite preview` of a pre-rendered build, as the production web server serves it (nginx: `try_files $uri
 * $uri/index.html /spa-shell.html`): a page's own file when it was pre-rendered, an order page's shell with its id
 * written in (web/ssr/shell-pages.ts), the SPA shell for every other address. Vite's own fallback would answer
 * index.html, which is now the pre-rendered home page. Its answers go uncompressed: the preview serves a browser on
 * the same machine (the journeys' dev projects), where gzipping every file of every fresh context cost CPU and saved
 * nothing.
 */
function prerenderedPreview(): Plugin {
  return {
    name: 'prerendered-preview',
    apply: (_config, env) => env.isPreview === true,
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir)
      server.middlewares.use((req, res, next) => {
        delete req.headers['accept-encoding']
        const url = new URL(req.url ?? '/', 'http://preview')
        const path = decodeURIComponent(url.pathname)
        const isPageRequest =
          (req.method === 'GET' || req.method === 'HEAD') &&
          req.headers.accept?.includes('text/html') &&
          !extname(path) &&
          !path.includes('..')
        const order = isPageRequest ? new RegExp(ORDER_PAGE_PATTERN).exec(path)?.groups : undefined
        const shell = order && join(outDir, pageFile(`${order.order_prefix ?? ''}${ORDER_SHELL_PATH}`))
        if (order?.order_id && shell && existsSync(shell)) {
          res.setHeader('Content-Type', 'text/html; charset=utf-8')
          res.setHeader('Cache-Control', 'no-cache')
          res.end(readFileSync(shell, 'utf8').replaceAll(ORDER_ID_PLACEHOLDER, order.order_id))
          return
        }
        if (isPageRequest && existsSync(join(outDir, SPA_SHELL_FILE))) {
          const page = pageFile(path)
          req.url = `/${existsSync(join(outDir, page)) ? page : SPA_SHELL_FILE}${url.search}`
        }
        next()
      })
    },
  }
}
