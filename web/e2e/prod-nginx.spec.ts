import { createServer, get, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { DEFAULT_KYC_FRAME_ORIGINS } from '../../scripts/start-edge-settings'
import {
  brotliModules,
  permissionsPolicy,
  SITE_FRAME_ANCESTORS,
  WIDGET_PAGE_PATTERN,
} from '../../scripts/start-nginx-conf'
import { INTERNET_CHECK_URL } from '../config/constants'
import { ORDER_ID_PLACEHOLDER } from '../ssr/shell-pages'
import { ADDRESS } from './support/addresses'
import { HTML_LANG, localePath, text } from './support/locale'
import { mockControls } from './support/mock-controls'
import { createOrder, INSTRUMENT, orderUrl } from './support/orders'
import { menuButton } from './support/shell'
import { type APIResponse, expect, type Page, test } from './support/test'

// `npm run start` (docs/production.md): the real nginx, rendered from deploy/nginx, serving the production
// build in front of the contract proxy and the HTTP mock server (playwright.config.ts, project prod-en). Each
// point of is checked on what nginx actually answers, and Chromium loads the pages under the policy.

const PAGES = ['/', '/ru', '/exchange-btc-eth', '/ru/exchange-btc-eth', '/roadmap']

function cspOf(response: APIResponse): Map<string, string[]> {
  const policy = response.headers()['content-security-policy'] ?? ''
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...sources]) => [name, sources]),
  )
}

/** Who may frame the page: any site for the widget's pages (the swap), the site and Telegram's web clients else. */
function expectedFrameAncestors(response: APIResponse): string[] {
  const { pathname, search } = new URL(response.url())
  return new RegExp(WIDGET_PAGE_PATTERN).test(pathname + search) ? ['*'] : SITE_FRAME_ANCESTORS.split(' ')
}

function expectSecurityHeaders(response: APIResponse): void {
  const headers = response.headers()
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8,}/)
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  // Every powerful feature off, the camera and microphone for the KYC provider's frame alone (KYC_FRAME_ORIGINS).
  expect(headers['permissions-policy']).toBe(permissionsPolicy(DEFAULT_KYC_FRAME_ORIGINS))
  expect(headers['permissions-policy']).toContain('geolocation=()')
  const csp = cspOf(response)
  const scripts = csp.get('script-src') ?? []
  expect(scripts).toContain("'self'")
  expect(scripts).not.toContain("'unsafe-inline'")
  expect(scripts).not.toContain("'unsafe-eval'")
  expect(csp.get('frame-ancestors'), response.url()).toEqual(expectedFrameAncestors(response))
  expect(csp.get('object-src')).toEqual(["'none'"])
}

/** The headers and byte count exactly as nginx sent them (Playwright's request decodes gzip and drops the header). */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ headers: IncomingHttpHeaders; bytes: number }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      let bytes = 0
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length
      })
      response.on('end', () => resolve({ headers: response.headers, bytes }))
    }).on('error', reject)
  })
}

/** The configuration nginx wrote into the page, and the style nonce it put beside it. */
function pageConfig(html: string): { config: Record<string, unknown>; nonce: string } {
  const match = html.match(
    /<script type="application\/json" id="app-config" nonce="([0-9a-f]{32})">([^<]+)<\/script>/,
  )
  expect(match, 'the configuration element is filled').not.toBeNull()
  return { nonce: match?.[1] ?? '', config: JSON.parse(match?.[2] ?? '{}') }
}

test.describe('npm run start (nginx) @prod-only', () => {
  test('every route, /ru included, is the app page with the configuration and every security header', async ({
    request,
  }) => {
    for (const path of [...PAGES, '/order/abc?destinationAddress=x', '/no/such/page', '/lk']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expect(response.headers()['content-type']).toMatch(/^text\/html/)
      expect(response.headers()['cache-control'], path).toBe('no-cache')
      expectSecurityHeaders(response)
      const { config, nonce } = pageConfig(await response.text())
      const csp = cspOf(response)
      // Radix's injected <style> carries this response's nonce; nothing else may add a <style>.
      expect(csp.get('style-src-elem')).toEqual(["'self'", `'nonce-${nonce}'`])
      // connect-src: the page's own origin and exactly the configured services on other origins.
      const configured = Object.values(config)
        .filter((value): value is string => typeof value === 'string' && /^(https?|wss?):\/\//.test(value))
        .map((value) => new URL(value).origin)
      const expected = new Set([
        "'self'",
        ...configured,
        new URL(String(config.internetCheckUrl ?? INTERNET_CHECK_URL)).origin,
      ])
      expect(new Set(csp.get('connect-src'))).toEqual(expected)
    }
    // The swap may be framed by any site (the widget); the rest, the account area above all, by no other site.
    expect(cspOf(await request.get('/?ref=partner')).get('frame-ancestors')).toEqual(['*'])
    expect(cspOf(await request.get('/ru/order/abc')).get('frame-ancestors')).toEqual(['*'])
    for (const path of ['/lk', '/profile/withdraw', '/roadmap', '/blog', '/price/btc', '/lk?x=/'])
      expect(cspOf(await request.get(path)).get('frame-ancestors'), path).toContain("'self'")
    const one = pageConfig(await (await request.get('/')).text()).nonce
    const two = pageConfig(await (await request.get('/')).text()).nonce
    expect(one).not.toBe(two)
  })

  test('real files are served as themselves; hashed assets are immutable and pre-compressed', async ({
    request,
    baseURL,
  }) => {
    const favicon = await request.get('/favicon.svg')
    expect(favicon.headers()['content-type']).toMatch(/^image\/svg\+xml/)
    expect(favicon.headers()['cache-control']).toBe('public, max-age=3600')
    expectSecurityHeaders(favicon)
    // A coin logo the mock world links to (public/logos/), compressed as the text it is.
    const logo = await request.get('/logos/btc.svg', { headers: { 'accept-encoding': 'gzip' } })
    expect(logo.status()).toBe(200)
    expect(logo.headers()['content-type']).toMatch(/^image\/svg\+xml/)
    expect(logo.headers()['content-encoding']).toBe('gzip')
    const manifest = await request.get('/builds/latest.json')
    expect(manifest.headers()['cache-control']).toBe('no-cache')
    expect(await manifest.json()).toHaveProperty('buildId')
    expect((await request.get('/robots-missing.txt')).status()).toBe(404)
    expect((await request.get('/assets/gone-0000.js')).status()).toBe(404)
    expect((await request.get('/.vite/manifest.json')).status()).toBe(404)

    // Every script, preloaded module and stylesheet the page loads, however small (the rolldown runtime is ~0.7 KB,
    // under nginx's gzip_min_length: without its .gz it would go out uncompressed).
    const html = await (await request.get('/')).text()
    const assets = [
      ...html.matchAll(
        /<(?:script type="module"|link rel="(?:modulepreload|stylesheet)")[^>]* (?:src|href)="(\/assets\/[^"]+)"/g,
      ),
    ].map((m) => m[1])
    expect(assets.length).toBeGreaterThan(2)
    const encodings = brotliModules() ? ['gzip', 'br'] : ['gzip']
    for (const src of assets) {
      const plain = await rawGet(`${baseURL}${src}`, {})
      expect(plain.headers['content-encoding'], src).toBeUndefined()
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(plain.headers['content-type']).toMatch(/^(application\/javascript|text\/css)/)
      for (const encoding of encodings) {
        const asset = await rawGet(`${baseURL}${src}`, { 'accept-encoding': encoding })
        expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
        expect(asset.headers['content-encoding'], `${src} ${encoding}`).toBe(encoding)
        // The build's pre-compressed file goes out with its length; on-the-fly compression would be chunked.
        expect(Number(asset.headers['content-length']), `${src} ${encoding}`).toBe(asset.bytes)
        expect(asset.bytes).toBeLessThan(plain.bytes)
      }
    }
    const page = await rawGet(`${baseURL}/`, { 'accept-encoding': 'gzip' })
    expect(page.headers['content-encoding']).toBe('gzip')
  })

  test("an order page's first HTML is its locale's shell with the address's order id; other addresses are not", async ({
    request,
  }) => {
    const id = 'ord_Shell-42'
    for (const locale of ['en', 'ru'] as const) {
      const html = await (
        await request.get(`${localePath(locale, `/order/${id}`)}?destinationAddress=x`)
      ).text()
      expect(html).toContain(`<html lang="${HTML_LANG[locale]}"`)
      expect(html).toMatch(new RegExp(`<h1[^>]*>${text(locale, 'page_title_order', { id })}</h1>`))
      expect(html).toContain('aria-busy="true"')
      expect(html).not.toContain(ORDER_ID_PLACEHOLDER)
      expect(html).not.toContain('id="prerender-state"')
    }
    // /order/pending is a route of its own, and an id the route would refuse is never written into a page.
    for (const path of [
      '/order/pending',
      '/order/a%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      `/order/${'a'.repeat(65)}`,
    ]) {
      const html = await (await request.get(path)).text()
      expect(html, path).toContain('<div id="app"></div>')
      expect(html, path).not.toContain('<script>alert')
    }
  })

  test('the API and its WebSocket are proxied, upgrades included', async ({ request, page }) => {
    const health = await request.get('/api/v1/health')
    expect(health.status()).toBe(200)
    expect(await health.json()).toEqual({ status: expect.any(String) })
    await page.goto('/roadmap')
    const opened = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const socket = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/api/v2/ws`)
          socket.onopen = () => {
            socket.close()
            resolve('open')
          }
          socket.onerror = () => resolve('error')
        }),
    )
    expect(opened).toBe('open')
  })
})

/** Every CSP violation the page reports, from the first byte on (the event fires before any console line). */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) seen.push(message.text())
  })
  await page.exposeFunction('__cspViolation', (line: string) => seen.push(line))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __cspViolation: (line: string) => void }).__cspViolation
      report(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`)
    })
  })
  return seen
}

test.describe('Chromium under the Content-Security-Policy @prod-only', () => {
  test('/, /ru, a pair page and an order page log no violation, Radix dialogs included', async ({
    page,
  }, testInfo) => {
    const violations = await watchViolations(page)
    for (const path of PAGES) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    }
    const controls = mockControls(page, testInfo)
    const order = await createOrder(controls, {
      rateMode: 'FLOATING',
      instrumentFrom: INSTRUMENT.btc,
      instrumentTo: INSTRUMENT.usdtTrc20,
      destinationAddress: ADDRESS.trc20,
      claimedDepositAmount: 0.01,
    })
    for (const locale of ['en', 'ru'] as const) {
      await page.goto(orderUrl(locale, order))
      await expect(page.getByRole('heading', { level: 1 })).toContainText(order.orderId)
      // The shell gives way to the order itself.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
      await expect(page.getByRole('heading', { name: text(locale, 'order_details_title') })).toBeVisible()
    }
    // A Radix dialog locks scrolling with an injected <style>: it must carry the nonce.
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/roadmap')
    await menuButton(page, 'en').click()
    await expect(page.getByRole('dialog', { name: text('en', 'nav_menu_title') })).toBeVisible()
    expect(await page.evaluate(() => document.querySelectorAll('style:not([nonce])').length)).toBe(0)
    expect(violations).toEqual([])
  })
})

/** A partner's page on another site (another origin, served for real) that embeds `src` as the widget docs say. */
async function servePartnerPage(src: string): Promise<{ url: string; close: () => void }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' })
    response.end(
      `<!doctype html><title>Partner</title><h1>Partner</h1><iframe src="${src}" width="420" height="560" title="Swap widget"></iframe>`,
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() }
}

test.describe('the widget in a partner site @prod-only', () => {
  test("the swap shows alone in the frame, in the link's language; the account area refuses to be framed", async ({
    page,
    baseURL,
  }) => {
    for (const locale of ['en', 'ru'] as const) {
      const partner = await servePartnerPage(`${baseURL}${localePath(locale, '/')}?ref=partner-1`)
      try {
        await page.goto(partner.url)
        const frame = page.frameLocator('iframe')
        await expect(frame.locator('html')).toHaveAttribute('data-embedded', '')
        await expect(frame.locator('html')).toHaveAttribute('lang', HTML_LANG[locale])
        await expect(frame.getByRole('textbox', { name: text(locale, 'exchange_send_label') })).toBeVisible()
        await expect(frame.getByRole('button', { name: text(locale, 'exchange_submit') })).toBeAttached()
        // The site around the swap is not: no navigation, sign-in or footer; the heading only for screen readers.
        await expect(frame.getByRole('contentinfo')).toBeHidden()
        await expect(frame.getByRole('button', { name: text(locale, 'auth_sign_in') })).toBeHidden()
        await expect(frame.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'page_title_home'))
        const top = (await page.locator('iframe').boundingBox())?.y ?? 0
        const amount = await frame
          .getByRole('textbox', { name: text(locale, 'exchange_send_label') })
          .boundingBox()
        expect(
          (amount?.y ?? Number.POSITIVE_INFINITY) - top,
          "the amount within the frame's first 200 px",
        ).toBeLessThan(200)
      } finally {
        partner.close()
      }
    }
    const partner = await servePartnerPage(`${baseURL}/lk`)
    try {
      await page.goto(partner.url)
      await expect.poll(() => page.frames()[1]?.url()).toMatch(/^chrome-error:/)
    } finally {
      partner.close()
    }
  })
})
