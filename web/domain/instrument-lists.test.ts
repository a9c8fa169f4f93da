import type { Instrument } from '@sdk/gen/api/types.gen'
import { QueryClient } from '@tanstack/react-query'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { setupSdkTestNetwork } from '@/test/sdk-test-network'
import { ensureInstrumentLists } from './instrument-lists'
import { mergeInstruments } from './use-instruments'

const network = setupSdkTestNetwork()
const asked: string[] = []
beforeAll(() => {
  network.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (url.pathname === '/api/v2/instruments/public') asked.push(url.searchParams.toString())
  })
})
beforeEach(() => {
  asked.length = 0
})

const instrument = (slug: string, instrumentType: Instrument['instrumentType'] = 'crypto') =>
  ({ slug, instrumentType }) as Instrument

describe('the instruments the exchange form offers', () => {
  it('are the crypto providers’ list and the card provider’s, each asked with its providers', async () => {
    const [crypto, card] = await ensureInstrumentLists(new QueryClient())
    const offered = mergeInstruments(crypto, card)
    expect(asked.sort()).toEqual(['providers=lp-alpha%2Clp-beta', 'providers=mercuryo'])
    expect(offered.some((i) => i.slug === 'btc')).toBe(true)
    expect(offered.some((i) => i.slug === 'usd' && i.instrumentType === 'fiat')).toBe(true)
    // Delisted instruments are only in the all=true list.
    expect(offered.some((i) => i.slug === 'xec')).toBe(false)
    expect(new Set(offered.map((i) => i.slug)).size).toBe(offered.length)
  })

  it('merge the card provider’s list after the crypto one, an instrument both name once', () => {
    const merged = mergeInstruments(
      [instrument('btc'), instrument('eth')],
      [instrument('usd', 'fiat'), instrument('btc')],
    )
    expect(merged.map((i) => i.slug)).toEqual(['btc', 'eth', 'usd'])
  })
})
