// `npm run start` as a service manager runs it (its stdout a socket, docs/security.md "The edge"): it starts,
// its access log arrives and keeps no order's destinationAddress, and it answers its own host names alone.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  fakeDist,
  get,
  type Journal,
  journal,
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

let upstream: Upstream
let site: Started
let logs: Journal
const log = () => logs.text()

/** As a browser on the site sends it (the Host the site answers). */
const onSite = (headers: Record<string, string> = {}) => ({ host: SITE, ...headers })

beforeAll(async () => {
  upstream = await startUpstream()
  logs = await journal()
  site = await startSite(
    {
      API_UPSTREAM: upstream.url,
      DIST_DIR: fakeDist(),
      NGINX_RUNTIME_DIR: tempDir('start-runtime-'),
      SERVER_NAME: SITE,
    },
    ['ignore', logs.stdout, 'pipe'],
  )
  logs.stdout.destroy()
}, 90_000)

afterAll(async () => {
  await site?.stop()
  await upstream?.close()
  logs?.close()
  removeTempDirs()
})

describe('npm run start under a service manager', () => {
  it('starts with its stdout a socket, and the access log arrives there', async () => {
    await get(`${site.url}/order/ord_Log1`, { headers: onSite() })
    await expect.poll(log, { timeout: 5_000 }).toContain('"GET /order/ord_Log1 HTTP/1.1" 200')
    expect(log()).toContain('Serving')
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
    await expect.poll(log, { timeout: 5_000 }).toContain('"GET /api/v1/orders/public-info HTTP/1.1" 200')
    expect(log()).toContain(`"GET /order/ord_Log2 HTTP/1.1" 200`)
    expect(log()).toContain(`"https://${SITE}/order/ord_Log2"`)
    expect(log()).not.toContain(secret)
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
    await expect.poll(log, { timeout: 5_000 }).toContain('/order/ord_Log3')
    expect(log()).not.toContain('/healthz')
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
