import { configureSdk } from '@sdk/runtime/configure-sdk'
import { QueryClient } from '@tanstack/react-query'
import { isNotFound } from '@tanstack/react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMockNetwork } from '../../../mocks/node'
import { loadExchangePair } from './exchange-loader'

const { server, baseUrls } = createMockNetwork()

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' })
  configureSdk({
    apiBaseUrl: baseUrls.api,
    dictionaryBaseUrl: baseUrls.dictionary,
    blogBaseUrl: baseUrls.blog,
    siteBaseUrl: baseUrls.site,
    contractViolation: 'throw',
    browserFingerprint: () => 'fp_test',
  })
})
afterAll(() => server.close())

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
