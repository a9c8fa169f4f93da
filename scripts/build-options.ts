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
  // Spec §4 "Locale choice": cookie, browser languages, route prefix, then the fallback.
  strategy: ['cookie', 'preferredLanguage', 'url', 'baseLocale'],
  cookieName: LOCALE_COOKIE_NAME,
  cookieMaxAge: LOCALE_COOKIE_MAX_AGE_SECONDS,
  // `urlPatterns` is left out on purpose: paraglide's default pattern is exactly what spec §2 asks for
  // (base locale `en` unprefixed, `ru` under `/ru/…`), and unlike custom patterns it needs no URLPattern
  // polyfill in the bundle.
} as const satisfies Record<string, unknown>
