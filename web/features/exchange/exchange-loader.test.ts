import { QueryClient } from '@tanstack/react-query'
import { isNotFound } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { setupSdkTestNetwork } from '@/test/sdk-test-network'
import { loadExchangePair } from './exchange-loader'

setupSdkTestNetwork()

describe('loadExchangePair (/exchange-{send}-{receive})', () => {
  it('names the pair as people write it, for the page title', async () => {
    const names = await loadExchangePair(new QueryClient(), { send: 'btc', receive: 'usdttrc20' })
    expect(names).toEqual({ from: 'BTC', to: 'USDT (TRC20)' })
  })

  it('is not found when a slug names no instrument', async () => {
    const loading = loadExchangePair(new QueryClient(), { send: 'btc', receive: 'nocoin' })
    await expect(loading).rejects.toSatisfy(isNotFound)
  })
})
