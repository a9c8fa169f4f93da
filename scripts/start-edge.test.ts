// `npm run start` against the real nginx (docs/security.md "The edge"): what reaches the API through it, in front
// of an upstream that records every request.
import { readdirSync } from 'node:fs'
import { request } from 'node:http'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { largeBodies } from './edge-contract.ts'
import {
  fakeDist,
  get,
  removeTempDirs,
  requireNginx,
  type Started,
  startSite,
  startUpstream,
  tempDir,
  type Upstream,
} from './start-test-harness.ts'

requireNginx()

const SITE = 'swap.example.test'
const TRUSTED_PROXY = '127.0.0.2'
const KYC = largeBodies()[0]
const HOLD_LIMIT = 4

let upstream: Upstream
let site: Started
let runtimeDir: string

/** As a browser on the site sends it (the Host the site answers). */
const onSite = (headers: Record<string, string> = {}) => ({ host: SITE, ...headers })
const json = (headers: Record<string, string> = {}) =>
  onSite({ 'content-type': 'application/json', ...headers })
const reached = (path: string) => upstream.seen.filter((seen) => seen.url.startsWith(path)).length

beforeAll(async () => {
  upstream = await startUpstream()
  runtimeDir = tempDir('start-runtime-')
  site = await startSite(
    {
      API_UPSTREAM: upstream.url,
      DIST_DIR: fakeDist(),
      NGINX_RUNTIME_DIR: runtimeDir,
      SERVER_NAME: SITE,
      TRUSTED_PROXIES: TRUSTED_PROXY,
      // Low enough to reach in a test, high enough for the other tests of this file from one address.
      API_RATE_LIMIT: '1',
      API_RATE_BURST: '40',
      API_CONN_LIMIT: String(HOLD_LIMIT),
      KYC_FRAME_ORIGINS: 'https://in.sumsub.com',
    },
    ['ignore', 'ignore', 'pipe'],
  )
}, 90_000)

afterAll(async () => {
  await site?.stop()
  await upstream?.close()
  removeTempDirs()
})

describe('the API answers its own site only (login CSRF)', () => {
  const login = '/api/v1/users/local/authenticate'
  const credentials = JSON.stringify({
    email: 'demo@example.com',
    password: 'demo-pass-1',
    browserFingerprint: 'x',
  })

  it("refuses a cross-site form's text/plain (or urlencoded, multipart) body with 415, before the API", async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=b',
    ]) {
      const answer = await get(`${site.url}${login}`, {
        method: 'POST',
        headers: onSite({ 'content-type': type }),
        body: credentials,
      })
      expect(answer.status, type).toBe(415)
      expect(answer.headers['content-type']).toMatch(/^application\/json/)
      expect(JSON.parse(answer.body)).toMatchObject({
        code: 'ERR_UNSUPPORTED_MEDIA_TYPE',
        traceId: expect.any(String),
      })
    }
    // A body without a Content-Type at all is no better.
    expect(
      (await get(`${site.url}${login}`, { method: 'POST', headers: onSite(), body: credentials })).status,
    ).toBe(415)
    expect(reached(login)).toBe(0)
  })

  it('refuses a call that changes something from another site with 403, by Origin or Sec-Fetch-Site', async () => {
    const path = '/api/v1/orders/public/set-email'
    for (const headers of <Record<string, string>[]>[
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: `https://${SITE}.evil.example` },
      { 'sec-fetch-site': 'cross-site' },
    ]) {
      const answer = await get(`${site.url}${path}`, { method: 'POST', headers: json(headers), body: '{}' })
      expect(answer.status, JSON.stringify(headers)).toBe(403)
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'ERR_FORBIDDEN' })
    }
    expect(reached(path)).toBe(0)
    // The WebSocket too (cross-site WebSocket hijacking).
    const socket = await get(`${site.url}/api/v2/ws`, {
      headers: onSite({ origin: 'https://evil.example', connection: 'Upgrade', upgrade: 'websocket' }),
    })
    expect(socket.status).toBe(403)
  })

  it("lets through the site's own pages, bodiless calls, reads from anywhere and the API's own clients", async () => {
    const path = '/api/v1/users/authentication/logout'
    for (const headers of [
      json({ origin: `http://${SITE}`, 'sec-fetch-site': 'same-origin' }),
      json({ 'content-type': 'application/json; charset=utf-8' }),
      onSite({ 'content-length': '0' }),
    ])
      expect((await get(`${site.url}${path}`, { method: 'POST', headers, body: '' })).status).toBe(200)
    const read = await get(`${site.url}/api/v1/health`, {
      headers: onSite({ origin: 'https://evil.example' }),
    })
    expect(read.status).toBe(200)
  })
})

describe('proxied answers are not pages of the site', () => {
  it("carry nosniff and a sandboxing CSP on /api/, /api/redirects and /content/, over the upstream's own", async () => {
    for (const path of [
      '/api/v1/health',
      '/api/redirects?path=/x',
      '/content/blog/posts',
      '/content/dictionary/x',
    ]) {
      const answer = await get(`${site.url}${path}`, { headers: onSite() })
      expect(answer.status, path).toBe(200)
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff')
      expect(answer.headers['content-security-policy'], path).toBe(
        "default-src 'none'; frame-ancestors 'none'; sandbox",
      )
    }
    // nginx's own answers on /api/ too.
    const refused = await get(`${site.url}/api/v1/orders/public/create`, {
      method: 'POST',
      headers: onSite({ 'content-type': 'text/plain' }),
      body: 'x',
    })
    expect(refused.headers['x-content-type-options']).toBe('nosniff')
    expect(refused.headers['content-security-policy']).toContain('sandbox')
  })
})

describe('forwarded headers', () => {
  const forged = {
    'x-forwarded-for': '203.0.113.66',
    'x-forwarded-proto': 'https',
    'x-forwarded-host': 'forged.example',
  }
  const lastSeen = () => upstream.seen.at(-1)?.headers ?? {}

  it("are believed from a trusted proxy: the client's address, scheme and host go upstream", async () => {
    await get(`${site.url}/api/v1/health`, { headers: onSite(forged), from: TRUSTED_PROXY })
    expect(lastSeen()).toMatchObject({
      'x-real-ip': '203.0.113.66',
      'x-forwarded-for': `203.0.113.66, ${TRUSTED_PROXY}`,
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'forged.example',
    })
  })

  it('are ignored from anyone else: the connection is the client', async () => {
    await get(`${site.url}/api/v1/health`, { headers: onSite(forged), from: '127.0.0.1' })
    expect(lastSeen()).toMatchObject({
      'x-real-ip': '127.0.0.1',
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-proto': 'http',
      'x-forwarded-host': SITE,
    })
  })
})

describe('limits per client on /api/', () => {
  it('answers 429 with Retry-After past the request rate and burst, per client address', async () => {
    const client = (address: string) =>
      get(`${site.url}/api/v1/health`, {
        headers: onSite({ 'x-forwarded-for': address }),
        from: TRUSTED_PROXY,
      })
    // One after the other, so the connection limit plays no part.
    const answers = []
    for (let i = 0; i < 60; i++) answers.push(await client('198.51.100.7'))
    const limited = answers.filter((answer) => answer.status === 429)
    expect(limited.length).toBeGreaterThanOrEqual(15)
    expect(limited[0]?.headers['retry-after']).toBe('1')
    // Another client is not held back by the first one.
    expect((await client('198.51.100.8')).status).toBe(200)
  })

  it('answers 429 past the open connections of one client', async () => {
    const hold = () =>
      get(`${site.url}/api/hold`, {
        headers: onSite({ 'x-forwarded-for': '198.51.100.9' }),
        from: TRUSTED_PROXY,
      })
    const held = Array.from({ length: HOLD_LIMIT }, hold)
    await expect.poll(() => reached('/api/hold'), { timeout: 5_000 }).toBe(HOLD_LIMIT)
    expect((await hold()).status).toBe(429)
    upstream.release()
    expect((await Promise.all(held)).map((answer) => answer.status)).toEqual(Array(HOLD_LIMIT).fill(200))
  })
})

describe("the KYC upload, the contract's largest body", () => {
  const open = (headers: Record<string, string>) =>
    request(`${site.url}${KYC?.path}`, { method: 'POST', headers: json(headers), agent: false })
  const status = (req: ReturnType<typeof open>) =>
    new Promise<number>((resolve, reject) => {
      req.on('response', (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      })
      req.on('error', reject)
    })

  it("is capped at the contract's maximum (413 past it)", async () => {
    const req = open({ cookie: 'access_token=t', 'content-length': String((KYC?.bytes ?? 0) + 1) })
    req.flushHeaders()
    expect(await status(req)).toBe(413)
    req.destroy()
  })

  it('without a session is refused (401) before its body is read', async () => {
    const req = open({ 'content-length': String(40 * 1024 * 1024) })
    req.flushHeaders()
    const answer = await status(req)
    req.destroy()
    expect(answer).toBe(401)
    expect(reached(KYC?.path ?? '')).toBe(0)
  })

  it('with a session streams to the API as it arrives, never into a temporary file', async () => {
    const size = 6 * 1024 * 1024
    const req = open({ cookie: 'access_token=t', 'content-length': String(size) })
    const answered = status(req)
    req.write(Buffer.alloc(size / 2, 0x61))
    // Half the body sent: the API already has bytes of it (a buffered body would reach it only once complete).
    await expect
      .poll(() => upstream.arriving.get(KYC?.path ?? '') ?? 0, { timeout: 5_000 })
      .toBeGreaterThan(0)
    expect(readdirSync(join(runtimeDir, 'client_body'))).toEqual([])
    req.end(Buffer.alloc(size / 2, 0x61))
    expect(await answered).toBe(200)
    expect(upstream.arriving.get(KYC?.path ?? '')).toBe(size)
  })
})

describe("the KYC provider's form (KYC_FRAME_ORIGINS)", () => {
  it('may be framed, with the camera and microphone, from the configured origins alone', async () => {
    const page = await get(`${site.url}/`, { headers: onSite() })
    const csp = page.headers['content-security-policy'] ?? ''
    expect(csp).toContain("frame-src 'self' https://in.sumsub.com;")
    const policy = page.headers['permissions-policy'] ?? ''
    expect(policy).toContain('camera=(self "https://in.sumsub.com")')
    expect(policy).toContain('microphone=(self "https://in.sumsub.com")')
    expect(policy).toContain('geolocation=()')
  })
})
