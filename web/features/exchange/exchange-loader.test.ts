import { QueryClient } from '@tanstack/react-query'
import { isNotFound } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { setupSdkTestNetwork } from '@/test/sdk-test-network'
import { loadExchangePair } from './exchange-loader'
import { prerenderedStartAmount, startAmountQueryKey } from './selection/start-amount'

setupSdkTestNetwork()

describe('loadExchangePair (/exchange-{send}-{receive})', () => {
  it('names the pair as people write it, for the page title', async () => {
    const names = await loadExchangePair(new QueryClient(), { send: 'btc', receive: 'usdttrc20' })
    expect(names).toEqual({ from: 'BTC', to: 'USDT\u00a0(TRC20)' })
  })

  it('names the pair on screen once the search changed it (a swap or a pick keeps the path)', async () => {
    const queryClient = new QueryClient()
    const pair = { send: 'btc', receive: 'usdttrc20' }
    const swapped = await loadExchangePair(queryClient, pair, {
      shown: { send: 'usdttrc20', receive: 'btc' },
    })
    expect(swapped).toEqual({ from: 'USDT\u00a0(TRC20)', to: 'BTC' })
    // A slug the search names but no instrument has is ignored, as the form ignores it.
    const unknown = await loadExchangePair(queryClient, pair, { shown: { send: 'nocoin', receive: 'eth' } })
    expect(unknown).toEqual({ from: 'BTC', to: 'ETH\u00a0(ERC20)' })
  })

  it('while pre-rendering, keeps the amount a pair that refuses the default 500 starts from, and no rate', async () => {
    const queryClient = new QueryClient()
    await loadExchangePair(queryClient, { send: 'btc', receive: 'eth' }, { prerendering: true })
    const start = Number(prerenderedStartAmount(queryClient, { slug: 'btc' }, { slug: 'eth' }))
    // The mock world's BTC→ETH takes at most 0.77 BTC; its recommended amount is about $500 of BTC.
    expect(start).toBeGreaterThan(0)
    expect(start).toBeLessThan(0.77)
    // The rates asked on the way are not the page's: a build's rates must not reach a visitor as live ones.
    const kept = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => JSON.stringify(query.queryKey))
    expect(kept.filter((key) => /getPublicRate|getRecommendedAmount/.test(key))).toEqual([])
  })

  it('leaves a pair that takes 500 alone, and decides nothing in the browser', async () => {
    const prerendered = new QueryClient()
    await loadExchangePair(prerendered, { send: 'usdttrc20', receive: 'btc' }, { prerendering: true })
    expect(prerenderedStartAmount(prerendered, { slug: 'usdttrc20' }, { slug: 'btc' })).toBeNull()
    // Decided all the same: the browser reads it from the page's cache instead of asking again.
    const decided = prerendered.getQueryState(startAmountQueryKey({ slug: 'usdttrc20' }, { slug: 'btc' }))
    expect(decided?.status).toBe('success')
    const browser = new QueryClient()
    await loadExchangePair(browser, { send: 'btc', receive: 'eth' })
    expect(prerenderedStartAmount(browser, { slug: 'btc' }, { slug: 'eth' })).toBeNull()
  })

  it('is not found when a slug names no instrument', async () => {
    const loading = loadExchangePair(new QueryClient(), { send: 'btc', receive: 'nocoin' })
    await expect(loading).rejects.toSatisfy(isNotFound)
  })
})
