// The HTTP mock server's edges, as a backend's would be: JSON errors only (never express's HTML page), a body
// limit, /__mock closed to other sites, the WebSocket closed to other origins, compressed answers, and the
// `network` fault that really drops the connection.
import { request } from 'node:http'
import { websocketPath } from '@sdk/operations.gen'
import { describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { JSON_BODY_LIMIT_BYTES, largeBodies } from '../../scripts/edge-contract'
import { WS_MAX_PAYLOAD_BYTES } from '../server/request-guards'
import { control, serveContractFile } from './contract-harness'

const ctx = serveContractFile('mock-server-guards')
const DEV_ORIGIN = 'http://localhost:5173'

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${ctx.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  })

async function expectJsonError(res: Response, status: number) {
  expect(res.status).toBe(status)
  expect(res.headers.get('content-type')).toMatch(/^application\/json/)
  const text = await res.text()
  expect(text).not.toMatch(/<html|<pre>|at \w+ \(/i)
  return JSON.parse(text) as Record<string, unknown>
}

describe('errors are JSON, never an HTML page with a stack trace', () => {
  it('for a malformed path parameter, on the API and on /__mock', async () => {
    expect(await expectJsonError(await post('/__mock/orders/%E0%A4%A/advance', '{}'), 400)).toMatchObject({
      code: 'ERR_BAD_REQUEST',
    })
    await expectJsonError(await fetch(`${ctx.url}/api/v1/orders/public-info?orderId=%E0%A4%A`), 400)
  })

  it('for a body over the limit (1 MB), on the API and on /__mock, before it is read', async () => {
    const big = JSON.stringify({ pad: 'x'.repeat(JSON_BODY_LIMIT_BYTES) })
    expect(await expectJsonError(await post('/api/v1/orders/public/create', big), 413)).toMatchObject({
      code: 'ERR_BAD_REQUEST',
    })
    await expectJsonError(await post('/__mock/fail', big), 413)
    // Under the limit the handler reads it (and finds it wrong).
    await expectJsonError(await post('/api/v1/orders/public/create', JSON.stringify({ pad: 'x' })), 400)
  })

  it('for JSON that does not parse, on /__mock too', async () => {
    await expectJsonError(await post('/__mock/fail', '{bad'), 400)
    await expectJsonError(await post('/api/v1/orders/public/create', '{bad'), 400)
  })
})

describe('/__mock refuses cross-site requests', () => {
  it('from a page on another site, by Origin or by Sec-Fetch-Site', async () => {
    expect((await post('/__mock/tokens/expire', '{}', { origin: 'https://evil.example' })).status).toBe(403)
    expect((await post('/__mock/reset', '{}', { 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    expect((await fetch(`${ctx.url}/__mock/state`, { headers: { origin: 'null' } })).status).toBe(403)
  })

  it('but not from scripts, the dev server or the server itself', async () => {
    expect((await post('/__mock/tokens/expire', '{}')).status).toBe(200)
    expect((await post('/__mock/tokens/expire', '{}', { origin: DEV_ORIGIN })).status).toBe(200)
    expect(
      (await post('/__mock/tokens/expire', '{}', { origin: ctx.url, 'sec-fetch-site': 'same-origin' }))
        .status,
    ).toBe(200)
  })
})

describe('the API answers its own site only, as nginx does', () => {
  const authenticate = JSON.stringify({
    email: 'demo@example.com',
    password: 'demo-pass-1',
    browserFingerprint: 'fp',
  })

  it('refuses a form on another site: text/plain login (415) sets no session', async () => {
    const res = await post('/api/v1/users/local/authenticate', authenticate, {
      'content-type': 'text/plain',
    })
    expect(await expectJsonError(res, 415)).toMatchObject({ code: 'ERR_UNSUPPORTED_MEDIA_TYPE' })
    expect(res.headers.getSetCookie()).toEqual([])
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])
      expect(
        (await post('/api/v1/users/local/authenticate', authenticate, { 'content-type': type })).status,
      ).toBe(415)
  })

  it('refuses JSON from another site (403), by Origin or by Sec-Fetch-Site', async () => {
    const body = JSON.stringify({ orderId: 'ord_x', destinationAddress: 'x', email: 'a@b.test' })
    for (const headers of <Record<string, string>[]>[
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example', 'x-forwarded-host': 'swap.example.com' },
    ])
      expect(
        await expectJsonError(await post('/api/v1/orders/public/set-email', body, headers), 403),
      ).toMatchObject({
        code: 'ERR_FORBIDDEN',
      })
  })

  it('lets in the allowed origins, the same host (also behind a proxy), scripts and bodiless calls', async () => {
    for (const headers of <Record<string, string>[]>[
      { origin: DEV_ORIGIN, 'sec-fetch-site': 'cross-site' },
      { origin: ctx.url, 'sec-fetch-site': 'same-origin' },
      { origin: 'https://swap.example.com', 'x-forwarded-host': 'swap.example.com' },
      {},
      { 'content-type': 'application/json; charset=utf-8' },
    ])
      expect((await post('/api/v1/users/local/authenticate', authenticate, headers)).status).toBe(200)
    const logout = await fetch(`${ctx.url}/api/v1/users/authentication/logout`, { method: 'POST' })
    expect(logout.status).toBe(204)
    // A CORS preflight is not a call that changes something.
    const preflight = await fetch(`${ctx.url}/api/v1/users/local/authenticate`, {
      method: 'OPTIONS',
      headers: { origin: DEV_ORIGIN, 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(204)
  })
})

describe('only its own host names (against DNS rebinding)', () => {
  const withHost = (path: string, host: string) =>
    new Promise<number>((resolve, reject) => {
      const req = request(`${ctx.url}${path}`, { headers: { host } }, (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      })
      req.on('error', reject)
      req.end()
    })

  it('refuses another host name on the API, the controls and the WebSocket', async () => {
    const port = new URL(ctx.url).port
    expect(await withHost('/__mock/state', `rebound.evil.example:${port}`)).toBe(403)
    expect(await withHost('/api/v1/health', 'rebound.evil.example')).toBe(403)
    const socket = new WebSocket(`${ctx.url.replace(/^http/, 'ws')}${websocketPath}`, {
      headers: { host: `rebound.evil.example:${port}` },
    })
    socket.on('error', () => {})
    expect(
      await new Promise((resolve) =>
        socket.on('unexpected-response', (_req, res) => resolve(res.statusCode)),
      ),
    ).toBe(403)
  })

  it('answers localhost and the loopback address', async () => {
    const port = new URL(ctx.url).port
    expect(await withHost('/__mock/state', `localhost:${port}`)).toBe(200)
    expect(await withHost('/api/v1/health', `127.0.0.1:${port}`)).toBe(200)
  })
})

describe('request bodies', () => {
  it("cap the KYC photos at the contract's maximum, derived from it", async () => {
    const [kyc] = largeBodies()
    expect(kyc?.path).toBe('/api/v1/users/kyc/submit')
    // Three photos at IdentityPhoto's maxLength fit; the body limit of any other call is far below.
    expect(kyc?.bytes).toBeGreaterThan(3 * 14_000_000)
    // Announced over the limit: refused before a byte of it is read.
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${ctx.url}${kyc?.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String((kyc?.bytes ?? 0) + 1) },
      })
      req.on('response', (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
        req.destroy()
      })
      req.on('error', reject)
      req.flushHeaders()
    })
    expect(status).toBe(413)
  })
})

describe('the WebSocket checks Origin', () => {
  const open = (headers: Record<string, string>) =>
    new Promise<string>((resolve) => {
      const socket = new WebSocket(`${ctx.url.replace(/^http/, 'ws')}${websocketPath}`, { headers })
      socket.on('open', () => {
        socket.close()
        resolve('open')
      })
      socket.on('unexpected-response', (_req, res) => resolve(`refused ${res.statusCode}`))
      socket.on('error', () => {})
    })

  it('refuses a page on another origin', async () => {
    expect(await open({ origin: 'https://evil.example' })).toBe('refused 403')
    expect(await open({ origin: 'https://evil.example', 'x-forwarded-host': 'swap.example.com' })).toBe(
      'refused 403',
    )
  })

  it('closes a connection whose frame is larger than any subscription (1009)', async () => {
    const socket = new WebSocket(`${ctx.url.replace(/^http/, 'ws')}${websocketPath}`)
    socket.on('error', () => {})
    await new Promise((resolve) => socket.on('open', resolve))
    socket.send('x'.repeat(WS_MAX_PAYLOAD_BYTES + 1))
    expect(await new Promise((resolve) => socket.on('close', (code) => resolve(code)))).toBe(1009)
  })

  it('lets in allowed origins, same-host pages (also behind a proxy) and clients without Origin', async () => {
    expect(await open({ origin: DEV_ORIGIN })).toBe('open')
    expect(await open({ origin: ctx.url })).toBe('open')
    expect(await open({ origin: 'https://swap.example.com', 'x-forwarded-host': 'swap.example.com' })).toBe(
      'open',
    )
    expect(await open({})).toBe('open')
  })
})

describe('answers', () => {
  it('are compressed for clients that accept it', async () => {
    const res = await fetch(`${ctx.url}/api/v2/instruments/public`, {
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(Array.isArray(await res.json())).toBe(true)
    const br = await fetch(`${ctx.url}/api/v2/instruments/public`, { headers: { 'accept-encoding': 'br' } })
    expect(br.headers.get('content-encoding')).toBe('br')
  })
})

describe('the network fault', () => {
  /** One raw HTTP request: what the socket saw, without fetch's retries or pooling in between. */
  const raw = (path: string) =>
    new Promise<string>((resolve) => {
      const req = request(`${ctx.url}${path}`, (res) => {
        res.resume()
        res.on('end', () => resolve(`answered ${res.statusCode}`))
      })
      req.on('error', (error: NodeJS.ErrnoException) => resolve(`dropped ${error.code}`))
      req.end()
    })

  it('drops the connection without an answer, once', async () => {
    await control(ctx.url, '/fail', { operationId: 'getHealth', kind: 'network' })
    expect(await raw('/api/v1/health')).toBe('dropped ECONNRESET')
    expect(await raw('/api/v1/health')).toBe('answered 200')
  })

  it('is a network error to fetch, as it is to a browser', async () => {
    await control(ctx.url, '/fail', { operationId: 'getHealth', kind: 'network' })
    await expect(fetch(`${ctx.url}/api/v1/health`)).rejects.toThrow(TypeError)
  })
})
