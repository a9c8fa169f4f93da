// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CONTENT_PREFETCH_MAX_WAIT_MS, REFERRAL_COOKIE_NAME } from '@/config/constants'
import { deleteCookie, readCookie } from '@/lib/cookies'
import { cachedSeoOverrides } from '@/lib/head/seo-texts'
import { setupSdkTestNetwork } from '@/test/sdk-test-network'
import { applyNavigationRules, atMost } from './navigation-rules'
import { redirectLookupQueryOptions } from './queries'
import { navigationTo, redirectOf } from './test-support'

const network = setupSdkTestNetwork()

afterEach(() => {
  deleteCookie(REFERRAL_COOKIE_NAME)
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('the navigation rules together', () => {
  it('stores the referral before the aggregator redirect, which then wins', async () => {
    const args = navigationTo('/?cur_from=BTC&cur_to=ETH&ref=partner42', [{ seoPage: 'home' }])
    expect(await redirectOf(() => applyNavigationRules(args))).toMatchObject({ params: { pair: 'btc-eth' } })
    expect(readCookie(REFERRAL_COOKIE_NAME)).toBe('partner42')
  })

  it('cleans the path before asking anything of the network', async () => {
    const requests: string[] = []
    network.server.events.on('request:start', ({ request }) => {
      requests.push(request.url)
    })
    const target = await redirectOf(() => applyNavigationRules(navigationTo('/support//')))
    expect(target).toMatchObject({ href: '/support' })
    expect(requests).toEqual([])
    network.server.events.removeAllListeners()
  })

  it('follows a server redirect and has loaded the page texts of a normal navigation', async () => {
    expect(await redirectOf(() => applyNavigationRules(navigationTo('/faq')))).toMatchObject({
      href: '/support',
    })
    const args = navigationTo('/support', [{ seoPage: 'support' }])
    expect(await redirectOf(() => applyNavigationRules(args))).toBeNull()
    expect(cachedSeoOverrides(args.context.queryClient, 'support').title).toBe('Support')
  })

  it('stores no referral while only preloading a link', async () => {
    await applyNavigationRules(navigationTo('/support?ref=hover', [], { preload: true }))
    expect(readCookie(REFERRAL_COOKIE_NAME)).toBeNull()
  })

  it('does not hold a navigation longer than the content wait when a text service is slow', async () => {
    const args = navigationTo('/roadmap', [{ seoPage: 'roadmap', contentSection: 'roadmap' }])
    // The lookup is cached already, so only the (slow) texts are left to wait for.
    await args.context.queryClient.prefetchQuery(redirectLookupQueryOptions('/roadmap'))
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    network.world.controls.latencyMs = 60_000
    let settled = false
    void applyNavigationRules(args).then(() => {
      settled = true
    })
    await vi.advanceTimersByTimeAsync(CONTENT_PREFETCH_MAX_WAIT_MS - 1)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toBe(true)
  })
})

describe('atMost', () => {
  it('resolves when the work is done or the time is up, whichever is first', async () => {
    vi.useFakeTimers()
    let done = false
    void atMost(new Promise(() => {}), 1000).then(() => {
      done = true
    })
    await vi.advanceTimersByTimeAsync(999)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
    await expect(atMost(Promise.resolve('x'), 1000)).resolves.toBeUndefined()
  })

  it('passes a failure of the work through', async () => {
    await expect(atMost(Promise.reject(new Error('fatal')), 1000)).rejects.toThrow('fatal')
  })
})
