// Options shared by vite.config.ts (dev and build) and scripts/prepare.ts (which writes the same generated
// files before tsc and Vitest run), so the two can never disagree.
import { LOCALE_COOKIE_MAX_AGE_SECONDS, LOCALE_COOKIE_NAME } from '../web/config/constants.ts'

export const routerGeneratorOptions = {
  target: 'react',
  routesDirectory: './web/routes',
  generatedRouteTree: './web/route-tree.gen.ts',
  quoteStyle: 'single',
  semicolons: false,
} as const

export const paraglideOptions = {
  project: './project.inlang',
  outdir: './web/paraglide',
  // Spec docs/product.md §4 "Locale choice": cookie, browser languages, route prefix, then the fallback.
  strategy: ['cookie', 'preferredLanguage', 'url', 'baseLocale'],
  cookieName: LOCALE_COOKIE_NAME,
  cookieMaxAge: LOCALE_COOKIE_MAX_AGE_SECONDS,
  // `urlPatterns` is left out on purpose: paraglide's default pattern is exactly what docs/product.md §2 asks for
  // (base locale `en` unprefixed, `ru` under `/ru/…`), and unlike custom patterns it needs no URLPattern
  // polyfill in the bundle.
} as const satisfies Record<string, unknown>

/**
 * How paraglide lays out its output for a Vite command: one module a locale while serving (the dev server and
 * Vitest: far fewer files, faster page loads), one a message in builds (tree-shaking). scripts/prepare.ts writes
 * the serving layout, byte for byte what the plugin writes (see paraglideServeOutput), so a dev server or Vitest
 * started after it finds its own output in place and rewrites nothing.
 */
export const paraglideOutputStructure = (command: 'serve' | 'build') =>
  command === 'serve' ? ('locale-modules' as const) : ('message-modules' as const)

/**
 * Where paraglide writes for a Vite command. Serving and scripts/prepare.ts share web/paraglide (the one tsc and
 * Vitest read); a build writes its own layout into a folder of its own, one per mode, which vite.config.ts
 * resolves `@/paraglide/` to: a build never rewrites the files a running dev server or Vitest is reading.
 */
export const paraglideOutdir = (command: 'serve' | 'build', mode: string): string =>
  command === 'serve' ? paraglideOptions.outdir : `./.cache/paraglide-${mode}`

/**
 * The compile options that make scripts/prepare.ts write what paraglide's Vite plugin writes while serving: the
 * plugin's layout for `serve`, and the plugin's own `isServer` expression (the plugin sets it in its Vite `config`
 * hook; a plain compile() would put a different one in runtime.js, and each side would then rewrite the folder).
 */
export const paraglideServeOutput = {
  outputStructure: paraglideOutputStructure('serve'),
  isServer: "import.meta.env?.SSR ?? typeof window === 'undefined'",
} as const
