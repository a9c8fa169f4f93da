import { readdir, readFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { paraglideVitePlugin } from '@inlang/paraglide-js'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import inlang from './project.inlang/settings.json' with { type: 'json' }
import {
  paraglideOptions,
  paraglideOutdir,
  paraglideOutputStructure,
  routerGeneratorOptions,
} from './scripts/build-options.ts'
import { messageOverrides } from './scripts/message-overrides-plugin.ts'
import { precompress } from './scripts/precompress.ts'
import { prerender } from './scripts/prerender-plugin.ts'
import { shareGeneratedClient } from './scripts/share-generated-client.ts'
import { splitGeneratedSdk } from './scripts/split-generated-sdk.ts'
import { withoutFormGroups } from './scripts/without-form-groups.ts'

const rootDir = fileURLToPath(new URL('./', import.meta.url))
const webDir = fileURLToPath(new URL('./web/', import.meta.url))
const sdkDir = fileURLToPath(new URL('./sdk/', import.meta.url))
const publicDir = fileURLToPath(new URL('./public/', import.meta.url))

/** Files in public/ that serve development only and must never reach dist/. */
const DEV_ONLY_PUBLIC_FILES = ['mockServiceWorker.js', 'mock-worker.js']

/** The libraries every page needs; see `codeSplitting` below. TanStack Form is not one: it loads with a form. */
const FRAMEWORK_MODULES =
  /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](react-router|router-core|history|react-query|query-core|react-store|store)|zod)[\\/]/

/** The id of this build: the page compares it with builds/latest.json to offer a reload (docs/product.md §7). */
const BUILD_ID = process.env.BUILD_ID ?? new Date().toISOString()

export default defineConfig(({ command, mode }) => ({
  // In dev there is no build to compare: the first manifest fetched counts as the running build. So in the mock
  // build (the journeys' dev projects), whose manifest the mocks answer: with this build's id, every page offered
  // a reload of "a new version" (the mock world's build), a notice over the page's bottom corner.
  define: {
    __BUILD_ID__: command === 'build' && mode !== 'mock' ? JSON.stringify(BUILD_ID) : 'undefined',
  },
  plugins: [
    // The router plugin must run before the React plugin (see docs/toolchain notes).
    tanstackRouter({
      ...routerGeneratorOptions,
      autoCodeSplitting: true,
    }),
    react(),
    paraglideVitePlugin({
      ...paraglideOptions,
      outdir: paraglideOutdir(command, mode),
      strategy: [...paraglideOptions.strategy],
      // Fewer files in dev (faster page loads), per-message modules for tree-shaking in builds; scripts/prepare.ts
      // writes the dev layout.
      outputStructure: paraglideOutputStructure(command),
    }),
    // Every message asks for the server's text first (GET {locale}/messages.json, web/lib/i18n/server-messages-root.tsx).
    messageOverrides(rootDir),
    // TanStack Form's form groups, which no form here uses, out of the form chunk a phone loads before hydrating.
    withoutFormGroups(webDir),
    shareGeneratedClient(join(sdkDir, 'gen'), 'api'),
    splitGeneratedSdk(),
    // The mock build (`--mode mock`) keeps MSW's worker: it answers the API in the browser like `npm run dev`.
    publicDirWithout(mode === 'mock' ? [] : DEV_ONLY_PUBLIC_FILES),
    buildManifest(BUILD_ID),
    localeMessageFiles(inlang.locales),
    // Every build (production and the journeys' mock build) also builds the server entry and pre-renders the
    // public pages, sitemap.xml and robots.txt into the outDir (docs/prerendering.md). PRERENDER=0 builds the
    // SPA alone (a quicker local build; nginx and `vite preview` then serve index.html for every route).
    process.env.PRERENDER === '0' ? null : prerender(),
    // Production builds carry .gz and .br beside each asset for nginx (npm run start); the mock build does not.
    mode === 'mock' ? null : precompress(),
  ],
  resolve: {
    alias: [
      { find: /^@sdk\//, replacement: sdkDir },
      // Builds read paraglide's output from their own folder (scripts/build-options.ts).
      {
        find: /^@\/paraglide\//,
        replacement: fileURLToPath(new URL(`${paraglideOutdir(command, mode)}/`, import.meta.url)),
      },
      { find: /^@\//, replacement: webDir },
    ],
  },
  build: {
    // dist/.vite/manifest.json: scripts/size-budget.mjs reads which chunks the home route loads.
    manifest: true,
    // No modulepreload polyfill in the first JS: every browser the site supports has modulepreload, and where one
    // does not, the hint is all that is lost.
    modulePreload: { polyfill: false },
    // One stylesheet, linked in index.html: per-chunk CSS raced the chunk itself (Vite's preload only waits for a
    // <link> it inserts), so the exchange form could paint unstyled on a slow phone and then jump.
    cssCodeSplit: false,
    // public/ is copied by publicDirWithout() instead, so dev-only files stay out of dist/.
    copyPublicDir: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every page runs on go in one long-cached chunk, and everything else the first page
          // statically needs in one `app` chunk, instead of dozens of small shared chunks: fewer requests, and gzip
          // compresses them together. Library modules only lazy chunks need go in `framework-more`.
          groups: [
            { name: 'framework', test: FRAMEWORK_MODULES, tags: ['$initial'] },
            { name: 'framework-more', test: FRAMEWORK_MODULES },
            { name: 'app', tags: ['$initial'] },
          ],
        },
      },
    },
  },
}))

/**
 * Copies public/ into the build output like Vite does, minus the listed files
 * (MSW's worker is served in dev from public/ but must not ship).
 */
function publicDirWithout(excluded: readonly string[]): Plugin {
  return {
    name: 'public-dir-without',
    apply: 'build',
    async generateBundle() {
      for (const file of await listFiles(publicDir)) {
        const fileName = relative(publicDir, file).split(sep).join('/')
        if (excluded.includes(fileName)) continue
        this.emitFile({ type: 'asset', fileName, source: await readFile(file) })
      }
    },
  }
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
  const nested = await Promise.all(
    // Dotfiles (.gitkeep and the like) are repository plumbing, not site assets.
    entries
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) => {
        const path = join(dir, entry.name)
        return entry.isDirectory() ? listFiles(path) : Promise.resolve([path])
      }),
  )
  return nested.flat()
}

/**
 * Writes locales/{locale}/messages.json (the site document's getLocaleMessages) for each locale: an empty map, so
 * the app keeps its bundled texts. A deployment that corrects a text replaces the file (no rebuild); the app reads
 * it within a day (web/lib/i18n/server-messages.ts).
 */
function localeMessageFiles(locales: readonly string[]): Plugin {
  return {
    name: 'locale-message-files',
    apply: 'build',
    generateBundle() {
      for (const locale of locales)
        this.emitFile({ type: 'asset', fileName: `locales/${locale}/messages.json`, source: '{}\n' })
    },
  }
}

/** Writes builds/latest.json (the site document's getLatestBuild) with this build's id. */
function buildManifest(buildId: string): Plugin {
  return {
    name: 'build-manifest',
    apply: 'build',
    generateBundle() {
      const manifest = { buildId, builtAt: new Date().toISOString() }
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: `${JSON.stringify(manifest)}\n`,
      })
    },
  }
}
