// `npm run start` against the real nginx (docs/security.md "The edge"): started as a service manager starts it
// (its stdout a socket), in front of an upstream that records what reaches it.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { request } from 'node:http'
import { connect, createServer, type Server, type Socket } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { largeBodies } from './edge-contract.ts'
import {
  fakeDist,
  get,
  removeTempDirs,
  type Started,
  startSite,
  startUpstream,
  tempDir,
  type Upstream,
} from './start-test-harness.ts'

const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path))
if (!NGINX)
  throw new Error('nginx is not installed: `node scripts/ensure-nginx.mjs` (README "Production serving")')

const SITE = 'swap.example.test'
const TRUSTED_PROXY = '127.0.0.2'
const KYC = largeBodies()[0]
const HOLD_LIMIT = 4

let upstream: Upstream
let site: Started
let runtimeDir: string
let logServer: Server
let logSide: Socket | undefined
let log = ''

/** As a browser on the site sends it (the Host the site answers). */
const onSite = (headers: Record<string, string> = {}) => ({ host: SITE, ...headers })
const json = (headers: Record<string, string> = {}) =>
  onSite({ 'content-type': 'application/json', ...headers })
const reached = (path: string) => upstream.seen.filter((seen) => seen.url.startsWith(path)).length

beforeAll(async () => {
  upstream = await startUpstream()
  // The service manager's journal: our stdout is a UNIX socket, which nginx itself could not open as /dev/stdout.
  const dir = tempDir('start-log-')
  const path = join(dir, 'journal.sock')
  logServer = createServer((socket) => {
    logSide = socket
    socket.on('data', (chunk: Buffer) => {
      log += chunk.toString()
    })
  })
  await new Promise<void>((resolve) => logServer.listen(path, resolve))
  const stdout = connect(path)
  await new Promise((resolve) => stdout.on('connect', resolve))
  runtimeDir = tempDir('start-runtime-')
  site = await startSite(
    {
      API_UPSTREAM: upstream.url,
      DIST_DIR: fakeDist(),
      NGINX_RUNTIME_DIR: runtimeDir,
      SERVER_NAME: SITE,
      TRUSTED_PROXIES: TRUSTED_PROXY,
      API_RATE_LIMIT: '1',
      API_RATE_BURST: '40',
      API_CONN_LIMIT: String(HOLD_LIMIT),
      KYC_FRAME_ORIGINS: 'https://in.sumsub.com',
    },
    ['ignore', stdout, 'pipe'],
  )
  stdout.destroy()
}, 90_000)

afterAll(async () => {
  await site?.stop()
  await upstream?.close()
  logSide?.destroy()
  logServer?.close()
  removeTempDirs()
})

describe('npm run start under a service manager', () => {
  it('starts with its stdout a socket, and the access log arrives there', async () => {
    await get(`${site.url}/order/ord_Log1`, { headers: onSite() })
    await expect.poll(() => log, { timeout: 5_000 }).toContain('"GET /order/ord_Log1 HTTP/1.1" 200')
    expect(log).toContain('Serving')
  })

  it('starts with its stdout a pipe of a Node parent', async () => {
    const piped = await startSite(
      { API_UPSTREAM: upstream.url, DIST_DIR: fakeDist(), NGINX_RUNTIME_DIR: tempDir('start-runtime-') },
      ['ignore', 'pipe', 'pipe'],
    )
    try {
      let out = ''
      piped.child.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString()
      })
      // No SERVER_NAME: any Host is the site.
      expect((await get(`${piped.url}/`, { headers: { host: 'any.example' } })).status).toBe(200)
      await expect.poll(() => out, { timeout: 5_000 }).toContain('"GET / HTTP/1.1" 200')
    } finally {
      await piped.stop()
    }
  }, 90_000)

  it('refuses a mock build (mockServiceWorker.js in dist/) with a clear message', () => {
    const run = spawnSync(join('node_modules', '.bin', 'tsx'), ['scripts/start.ts'], {
      env: {
        ...process.env,
        API_UPSTREAM: upstream.url,
        DIST_DIR: fakeDist({ 'mockServiceWorker.js': '// msw' }),
        NGINX_RUNTIME_DIR: tempDir('start-runtime-'),
      },
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toMatch(/is a mock build \(it has mockServiceWorker\.js\).*npm run build/)
  }, 90_000)
})

describe('the access log', () => {
  it("names the path without its query: an order's destinationAddress is never written down", async () => {
    const secret = 'TSecretDestinationAddress42'
    await get(`${site.url}/order/ord_Log2?destinationAddress=${secret}`, {
      headers: onSite({ referer: `https://${SITE}/order/ord_Log2?destinationAddress=${secret}` }),
    })
    await get(`${site.url}/api/v1/orders/public-info?orderId=ord_Log2&destinationAddress=${secret}`, {
      headers: onSite(),
    })
    await expect
      .poll(() => log, { timeout: 5_000 })
      .toContain('"GET /api/v1/orders/public-info HTTP/1.1" 200')
    expect(log).toContain(`"GET /order/ord_Log2 HTTP/1.1" 200`)
    expect(log).toContain(`"https://${SITE}/order/ord_Log2"`)
    expect(log).not.toContain(secret)
  })
})

describe('host names', () => {
  it('answers the health check itself, for any Host (probes ask by address), unlogged', async () => {
    const before = upstream.seen.length
    for (const host of [SITE, '10.1.2.3:8080']) {
      const health = await get(`${site.url}/healthz`, { headers: { host } })
      expect(health.status).toBe(200)
      expect(health.headers['content-type']).toMatch(/^text\/plain/)
      expect(health.headers['cache-control']).toBe('no-store')
    }
    expect(upstream.seen.length).toBe(before)
    await get(`${site.url}/order/ord_Log3`, { headers: onSite() })
    await expect.poll(() => log, { timeout: 5_000 }).toContain('/order/ord_Log3')
    expect(log).not.toContain('/healthz')
  })

  it('closes the connection of a Host not in SERVER_NAME without an answer (444)', async () => {
    await expect(get(`${site.url}/`, { headers: { host: 'stranger.example' } })).rejects.toThrow(
      /socket hang up/,
    )
    await expect(
      get(`${site.url}/api/v1/health`, { headers: { host: 'stranger.example' } }),
    ).rejects.toThrow()
    expect((await get(`${site.url}/`, { headers: onSite() })).status).toBe(200)
  })
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
  it('carry nosniff and a sandboxing CSP on /api/, /api/redirects and /content/, over the upstream’s own', async () => {
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

  it('is capped at the contract’s maximum (413 past it)', async () => {
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
