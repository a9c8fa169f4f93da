import { listInstrumentsV2, listPublicPairsV2 } from '@sdk/gen/api/sdk.gen'
import type { Instrument } from '@sdk/gen/api/types.gen'
import { describe, expect, it } from 'vitest'
import { setupSdkTestNetwork } from '@/test/sdk-test-network'
import { receiveInstrumentsFor } from './receive-instruments'

setupSdkTestNetwork()

async function receiveList(fromSlug: string, toSlug: string) {
  const { data: instruments } = await listInstrumentsV2({ throwOnError: true })
  const { data: pairs } = await listPublicPairsV2({
    query: { instrumentFromSlug: fromSlug },
    throwOnError: true,
  })
  const bySlug = (slug: string) => instruments.find((i) => i.slug === slug) as Instrument
  return {
    instruments,
    list: receiveInstrumentsFor(instruments, pairs, bySlug(fromSlug), bySlug(toSlug)).map((i) => i.slug),
  }
}

describe('receiveInstrumentsFor (the receive list follows the send instrument)', () => {
  it('offers what the send instrument trades with, and leaves out what it does not', async () => {
    const { list, instruments } = await receiveList('usd', 'btc')
    // The mocks: fiat to fiat is not active, fiat to xmr has no liquidity, luna and delisted coins are inactive.
    expect(list).toContain('btc')
    expect(list).toContain('usdttrc20')
    expect(list).not.toContain('eur')
    expect(list).not.toContain('xmr')
    expect(list).not.toContain('luna')
    expect(list.length).toBeLessThan(instruments.length)
  })

  it('keeps the send instrument (shown taken) and the current receive instrument', async () => {
    const { list } = await receiveList('btc', 'zec')
    expect(list).toContain('btc')
    expect(list).toContain('zec')
    expect(list).toContain('usd')
  })

  it('offers every instrument until the pairs are known', () => {
    const instruments = [{ slug: 'a' }, { slug: 'b' }] as Instrument[]
    expect(receiveInstrumentsFor(instruments, undefined, { slug: 'a' }, { slug: 'b' })).toBe(instruments)
  })
})
