import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { CACHE_TTL_MS, CONCURRENCY, lookUpDeprecations } from './audit-deprecations.ts'

const PACKUMENTS: Record<string, unknown> = {
  'https://registry.npmjs.org/old-lib': {
    versions: { '1.0.0': { deprecated: 'use new-lib' }, '2.0.0': { deprecated: '' } },
  },
  'https://registry.npmjs.org/@scope%2Ftool': { versions: { '3.0.0': {} } },
}

let dir = ''
let cacheFile = ''
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'audit-'))
  cacheFile = join(dir, 'nested/registry.json')
})
afterEach(() => rm(dir, { recursive: true, force: true }))

function fakeRegistry() {
  const calls: { url: string; accept: string }[] = []
  let running = 0
  let most = 0
  const fetch = async (url: string, init: RequestInit) => {
    calls.push({ url, accept: String(new Headers(init.headers).get('accept')) })
    running += 1
    most = Math.max(most, running)
    await new Promise((resolve) => setTimeout(resolve, 5))
    running -= 1
    if (url.endsWith('/flaky')) return new Response('busy', { status: 503 })
    const body = PACKUMENTS[url]
    return body ? Response.json(body) : new Response('{}', { status: 404 })
  }
  return { calls, fetch, most: () => most }
}

const wanted = (entries: [string, string[]][]) =>
  new Map(entries.map(([name, versions]) => [name, new Set(versions)]))

describe('lookUpDeprecations', () => {
  it('reads each version’s deprecation from the abbreviated packument, and what the registry lacks or fails', async () => {
    const registry = fakeRegistry()
    const result = await lookUpDeprecations({
      wanted: wanted([
        ['old-lib', ['1.0.0', '2.0.0']],
        ['@scope/tool', ['3.0.0', '9.9.9']],
        ['gone', ['1.0.0']],
        ['flaky', ['1.0.0']],
      ]),
      cacheFile,
      fetch: registry.fetch,
    })
    expect(Object.fromEntries(result.statuses)).toEqual({
      'old-lib@1.0.0': { deprecated: 'use new-lib' },
      'old-lib@2.0.0': {},
      '@scope/tool@3.0.0': {},
      '@scope/tool@9.9.9': { missing: true },
      'gone@1.0.0': { missing: true },
    })
    expect(result.failed).toEqual(new Map([['flaky', 'HTTP 503']]))
    expect(result.fetched).toBe(3)
    expect(
      registry.calls.every((call) => call.accept.startsWith('application/vnd.npm.install-v1+json')),
    ).toBe(true)
  })

  it('asks at most CONCURRENCY names at once', async () => {
    const registry = fakeRegistry()
    const names = Array.from({ length: 30 }, (_, i): [string, string[]] => [`lib-${i}`, ['1.0.0']])
    await lookUpDeprecations({ wanted: wanted(names), cacheFile, fetch: registry.fetch })
    expect(registry.calls).toHaveLength(30)
    expect(registry.most()).toBe(CONCURRENCY)
  })

  it('answers from its cache for a day, then asks again; --refresh asks at once', async () => {
    let now = Date.parse('2099-01-01T00:00:00Z')
    const registry = fakeRegistry()
    const lookup = {
      wanted: wanted([['old-lib', ['1.0.0']]]),
      cacheFile,
      fetch: registry.fetch,
      now: () => now,
    }
    await lookUpDeprecations(lookup)
    expect(JSON.parse(await readFile(cacheFile, 'utf8'))).toEqual({
      'old-lib@1.0.0': { deprecated: 'use new-lib', checkedAt: '2099-01-01T00:00:00.000Z' },
    })
    const cached = await lookUpDeprecations(lookup)
    expect(cached).toMatchObject({ fetched: 0, fromCache: 1 })
    expect(cached.statuses.get('old-lib@1.0.0')).toEqual({ deprecated: 'use new-lib' })
    expect(registry.calls).toHaveLength(1)
    await lookUpDeprecations({ ...lookup, refresh: true })
    expect(registry.calls).toHaveLength(2)
    now += CACHE_TTL_MS
    await lookUpDeprecations(lookup)
    expect(registry.calls).toHaveLength(3)
  })
})
