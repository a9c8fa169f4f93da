import { describe, expect, it, vi } from 'vitest'
import { env } from '@/config/env'
import { isInternetReachable } from './internet-check'

describe('isInternetReachable', () => {
  it('is true when the resolver answers, even with an opaque response', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 200 }))
    expect(await isInternetReachable({ fetch, onLine: true, url: 'https://resolver.test/' })).toBe(true)
    expect(fetch).toHaveBeenCalledWith('https://resolver.test/', expect.objectContaining({ mode: 'no-cors' }))
  })

  it('asks the configured URL (VITE_INTERNET_CHECK_URL) by default', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 200 }))
    await isInternetReachable({ fetch, onLine: true })
    expect(fetch).toHaveBeenCalledWith(env.internetCheckUrl, expect.anything())
  })

  it('is false on a network error', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    expect(await isInternetReachable({ fetch, onLine: true })).toBe(false)
  })

  it('is false when no answer comes within the timeout', async () => {
    const fetch = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
        }),
    )
    expect(await isInternetReachable({ fetch, onLine: true, timeoutMs: 10 })).toBe(false)
  })

  it('does not even ask when the browser knows it is offline', async () => {
    const fetch = vi.fn(async () => new Response(null))
    expect(await isInternetReachable({ fetch, onLine: false })).toBe(false)
    expect(fetch).not.toHaveBeenCalled()
  })
})
