import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, type Page, test } from './support/test'

// The edge of `npm run start` in real Chromium (docs/security.md "The edge"): what another site can and cannot make
// a visitor's browser do to the API, and the KYC provider's form framed with the camera. nginx's other refusals
// are checked request by request in scripts/start-edge.test.ts.

/** A page on another site (another origin, served for real). */
async function serveElsewhere(html: string): Promise<{ url: string; close: () => void }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' })
    response.end(`<!doctype html><title>Elsewhere</title>${html}`)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() }
}

const sessionCookies = async (page: Page) =>
  (await page.context().cookies()).filter((cookie) => cookie.name.endsWith('_token'))

test.describe('another site against the API @prod-only', () => {
  test("a form posting JSON as text/plain cannot sign the visitor in (login CSRF), nor reach the API's other calls", async ({
    page,
    baseURL,
  }) => {
    const credentials =
      '{"email":"demo@example.com","password":"demo-pass-1","browserFingerprint":"x","pad":"'
    const attacker = await serveElsewhere(
      `<form method="post" enctype="text/plain" action="${baseURL}/api/v1/users/local/authenticate">` +
        `<input name='${credentials}' value='"}'></form>`,
    )
    try {
      await page.goto(attacker.url)
      // A script there posting JSON-looking text with the visitor's cookies.
      const setEmail = page.waitForResponse(`${baseURL}/api/v1/orders/public/set-email`)
      await page.evaluate(
        (url) =>
          fetch(url, {
            method: 'POST',
            mode: 'no-cors',
            credentials: 'include',
            body: '{"orderId":"ord_x","destinationAddress":"x","email":"attacker@evil.test"}',
          }).catch(() => null),
        `${baseURL}/api/v1/orders/public/set-email`,
      )
      expect((await setEmail).status()).toBe(403)
      // The form, sent as a visitor's click would send it: a top-level navigation.
      const login = page.waitForResponse(`${baseURL}/api/v1/users/local/authenticate`)
      await page.evaluate(() => document.forms[0]?.submit())
      const response = await login
      expect(response.status()).toBe(403)
      expect(await response.json()).toMatchObject({ code: 'ERR_FORBIDDEN' })
      expect(await sessionCookies(page)).toEqual([])
    } finally {
      attacker.close()
    }
  })

  test("the site's own pages still sign in (same origin, JSON)", async ({ page }) => {
    await page.goto('/roadmap')
    const status = await page.evaluate(async () => {
      const answer = await fetch('/api/v1/users/local/authenticate', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'demo@example.com',
          password: 'demo-pass-1',
          browserFingerprint: 'fp',
        }),
      })
      return answer.status
    })
    expect(status).toBe(200)
    expect((await sessionCookies(page)).map((cookie) => cookie.name)).toContain('access_token')
  })

  test('API answers and the health check are not pages: nosniff and a sandboxing policy', async ({
    request,
  }) => {
    for (const path of ['/api/v1/health', '/api/v2/instruments/public', '/healthz']) {
      const answer = await request.get(path)
      expect(answer.status(), path).toBe(200)
      expect(answer.headers()['x-content-type-options'], path).toBe('nosniff')
      expect(answer.headers()['content-security-policy'], path).toBe(
        "default-src 'none'; frame-ancestors 'none'; sandbox",
      )
    }
    expect(await (await request.get('/healthz')).text()).toBe('ok\n')
  })
})

test.describe("the KYC provider's form @prod-only", () => {
  test('is framed from its real host with the camera and microphone; another origin cannot be framed', async ({
    page,
  }) => {
    const violations: string[] = []
    await page.exposeFunction('__frameViolation', (line: string) => violations.push(line))
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __frameViolation: (line: string) => void }).__frameViolation
        report(`${event.violatedDirective} ${event.blockedURI}`)
      })
    })
    // The provider's WebSDK page (@sumsub/websdk frames https://in.sumsub.com/websdk/websdk.html), answered here.
    for (const origin of ['https://in.sumsub.com', 'https://evil.example'])
      await page.route(`${origin}/**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>form</title><p>form</p>' }),
      )
    await page.goto('/roadmap')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const frame = (src: string) =>
      page.evaluate(
        (url) =>
          new Promise<void>((resolve) => {
            const element = document.createElement('iframe')
            element.allow = 'camera; microphone'
            element.src = url
            element.onload = () => resolve()
            document.body.append(element)
          }),
        src,
      )
    await frame('https://in.sumsub.com/websdk/websdk.html')
    const provider = page.frames().find((each) => each.url().startsWith('https://in.sumsub.com/'))
    expect(provider, "the provider's page loads in its frame").toBeDefined()
    type Policy = { allowsFeature(feature: string): boolean }
    const allows = await provider?.evaluate(() => {
      const policy = (document as unknown as { featurePolicy: Policy }).featurePolicy
      return [policy.allowsFeature('camera'), policy.allowsFeature('microphone')]
    })
    expect(allows).toEqual([true, true])

    await frame('https://evil.example/')
    await expect
      .poll(() => violations)
      .toContainEqual(expect.stringMatching(/^frame-src https:\/\/evil\.example/))
    expect(page.frames().some((each) => each.url().startsWith('https://evil.example'))).toBe(false)
    // Nothing else on the page may use the camera: only the site and the provider are in its allowlist.
    const allowlist = await page.evaluate(() =>
      (
        document as unknown as { featurePolicy: { getAllowlistForFeature(feature: string): string[] } }
      ).featurePolicy.getAllowlistForFeature('camera'),
    )
    expect(allowlist).toContain('https://in.sumsub.com')
    expect(allowlist).not.toContain('https://evil.example')
  })
})
