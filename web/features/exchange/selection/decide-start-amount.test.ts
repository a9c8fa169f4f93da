import type { Instrument } from '@sdk/gen/api/types.gen'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { ensureInstrumentLists } from '@/domain/instrument-lists'
import { setupSdkTestNetwork } from '@/test/sdk-test-network'
import { startAmountQueryOptions } from './decide-start-amount'

setupSdkTestNetwork()

describe("a pair page's start amount", () => {
  it('is decided from one rate without an amount: its limits and recommended amount, no amount refused', async () => {
    const queryClient = new QueryClient()
    const instruments = (await ensureInstrumentLists(queryClient)).flat()
    const find = (slug: string) => instruments.find((instrument) => instrument.slug === slug) as Instrument
    const start = await queryClient.fetchQuery(startAmountQueryOptions(find('btc'), find('eth'), queryClient))
    // The mock world's BTC→ETH takes at most 0.77 BTC; its recommended amount is about $500 of BTC.
    expect(Number(start)).toBeGreaterThan(0)
    expect(Number(start)).toBeLessThan(0.77)
    const rates = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => JSON.stringify(query.queryKey).includes('getPublicRate'))
    // The answer priced the recommended amount: it is kept as that amount's rate too, for the form to show at once.
    expect(rates.map((query) => query.state.status)).toEqual(['success', 'success'])
    // 500 USDT is within USDT→BTC's limits: nothing to move.
    const kept = await queryClient.fetchQuery(
      startAmountQueryOptions(find('usdttrc20'), find('btc'), queryClient),
    )
    expect(kept).toBeNull()
  })
})
