import { createSdkEvents } from '@sdk/runtime/sdk-events'
import { QueryClient } from '@tanstack/react-query'
import { cleanup, screen } from '@testing-library/react'
import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSessionStore } from '@/lib/session/session-store'
import { m } from '@/paraglide/messages.js'
import { renderApp } from '@/test/render-app'
import { setupSdkTestNetwork } from '@/test/sdk-test-network'
import { createAppRouter } from './router'

// "Bad input": every route with params, opened through the whole app (real route tree, router, SDK,
// mock network) in both locales at URLs whose params fast-check makes up (any Unicode, broken and valid
// percent-encoding, very long strings, dots and slashes, payloads). Each URL renders its page or the not-found
// page: the error boundary's "Something went wrong" never shows. Bounded: the EXAMPLES, then RUNS random URLs, per
// route and locale (84 renders, about 20 s).

const network = setupSdkTestNetwork()
const RUNS = 4
/** Always tried first: a lone '%', broken UTF-8 percent-encoding, dot segments. */
const EXAMPLES: [string, boolean][] = [
  ['%', false],
  ['%E0%A4%A', false],
  ['../..', false],
]

/** The route tree's paths with params ('/price/$symbol', '/exchange-{$pair}', '/blog/$'), read from the router. */
function paramRoutes(): string[] {
  const queryClient = new QueryClient()
  const sdkEvents = createSdkEvents()
  const session = createSessionStore({ queryClient, sdkEvents, storage: null })
  const paths = Object.keys(createAppRouter({ queryClient, sdkEvents, session }).routesByPath)
  session.dispose()
  return paths.filter((path) => path.includes('$')).sort()
}

/** The path with each param (`$name`, `{$name}`, the splat `$`) replaced by `value`. */
const fillPath = (path: string, value: string) => path.replace(/\{\$\w+\}|\$\w*/g, () => value)

/** A param as it may reach the address bar: typed raw, or encoded by a link (a lone surrogate cannot be). */
const asTyped = (value: string, encode: boolean) => {
  if (!encode) return value
  try {
    return encodeURIComponent(value)
  } catch {
    return value
  }
}

const paramValue = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: fc.constantFrom('%', '2', 'F', 'e', 'E', '0', 'z', 'C', '3', '.', '/'), maxLength: 12 }),
  fc.constantFrom(
    '.',
    '..',
    '../..',
    '/',
    '//',
    '%2e%2e',
    '%2F',
    '%00',
    '%',
    '%zz',
    '%E0%A4%A',
    '%C0%AF',
    '\\',
  ),
  fc.integer({ min: 256, max: 5000 }).map((n) => 'a'.repeat(n)),
  fc.constantFrom(
    '<img src=x onerror=alert(1)>',
    '"><svg onload=alert(1)>',
    'javascript:alert(1)',
    '{{7*7}}',
    '__proto__',
    'constructor',
    'btc-eth-xmr',
    '-',
    '０１２',
    '😀',
    'e\u0301',
    '\u202Ebtc',
    '\u200B',
  ),
)

beforeEach(() => {
  // Not-found pages and refused loads are logged; that is expected here.
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const LOCALES = [
  { prefix: '', errorTitle: m.error_page_title({}, { locale: 'en' }) },
  { prefix: '/ru', errorTitle: m.error_page_title({}, { locale: 'ru' }) },
] as const

describe('route params from fast-check never reach the error boundary', () => {
  const routes = paramRoutes()

  it('covers the param routes of the route tree', () => {
    expect(routes).toEqual(expect.arrayContaining(['/blog/$', '/docs/$slug', '/order/$id', '/price/$symbol']))
  })

  describe.each(LOCALES)('locale prefix "$prefix"', ({ prefix, errorTitle }) => {
    it.each(routes)(
      '%s',
      async (route) => {
        await fc.assert(
          fc.asyncProperty(paramValue, fc.boolean(), async (value, encode) => {
            const url = `${prefix}${fillPath(route, asTyped(value, encode))}`
            const app = await renderApp(url, network)
            try {
              const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })
              expect(heading.textContent, url).not.toBe(errorTitle)
              expect(screen.queryByText(errorTitle), url).toBeNull()
            } finally {
              app.dispose()
            }
          }),
          { numRuns: RUNS + EXAMPLES.length, examples: EXAMPLES },
        )
      },
      60_000,
    )
  })
})
