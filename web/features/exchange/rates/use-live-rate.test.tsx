import type { PairData, PairParams } from '@sdk/gen/api/types.gen'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { setupSdkTestNetwork } from '@/test/sdk-test-network'
import type { SocketHandle } from './rates-in-cache'
import type { RatesSocketEvent } from './rates-socket'
import { RATE_FALLBACK_REFRESH_MS, RATE_SOCKET_GRACE_MS, useLiveRate } from './use-live-rate'

setupSdkTestNetwork()

/** The REST rate calls the hook made, counted as they leave through fetch (MSW reports them a few I/O turns later). */
let restCalls = 0
beforeAll(() => {
  const fetch = globalThis.fetch
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (url.includes('/api/v2/rates/public/one')) restCalls += 1
    return fetch(input, init)
  })
})
afterEach(() => {
  restCalls = 0
  vi.useRealTimers()
})

const params = (amount: number): PairParams => ({
  instrumentFromCurrencyTitle: 'BTC',
  instrumentFromNetworkTitle: 'BTC',
  instrumentToCurrencyTitle: 'USDT',
  instrumentToNetworkTitle: 'TRC20',
  rateMode: 'FLOATING',
  claimedDepositAmount: amount,
  claimedDepositAmountCurrency: 'BTC',
})

const socketQuote = (amountToGive: number, price: number): PairData =>
  ({
    instrumentFrom: { currencyTitle: 'BTC', networkTitle: 'BTC', slug: 'btc' },
    instrumentTo: { currencyTitle: 'USDT', networkTitle: 'TRC20', slug: 'usdttrc20' },
    liquidityProviderPublicCode: 'socket',
    amountToGive,
    amountToGet: amountToGive * price,
    rateMode: 'FLOATING',
    price,
    marketLeftPrice: price,
    marketRightPrice: 1,
  }) as PairData

/** Renders the hook with a socket the test drives. */
function renderLiveRate(initial: PairParams) {
  let emit: (event: RatesSocketEvent) => void = () => {}
  const subscriptions: (PairParams | null)[] = []
  const openSocket = async (onEvent: (event: RatesSocketEvent) => void): Promise<SocketHandle> => {
    emit = onEvent
    return { subscribe: (p) => subscriptions.push(p), dispose: () => {} }
  }
  const queryClient = new QueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  const view = renderHook(({ p }) => useLiveRate(p, openSocket), { wrapper, initialProps: { p: initial } })
  return { ...view, emit: (event: RatesSocketEvent) => act(() => emit(event)), subscriptions }
}

const priceOf = (answer: ReturnType<typeof useLiveRate>) =>
  answer?.kind === 'quote' ? answer.data.price : null

describe('useLiveRate (one cache, two sources)', () => {
  it('answers from REST while the socket connects, then from the socket once it speaks', async () => {
    const view = renderLiveRate(params(0.01))
    await waitFor(() => expect(view.result.current?.kind).toBe('quote'))
    expect(restCalls).toBe(1)
    view.emit({ type: 'status', status: 'open' })
    view.emit({ type: 'rates', data: socketQuote(0.01, 70000) })
    expect(priceOf(view.result.current)).toBe(70000)
  })

  it('asks an open socket first and lets REST stand in only after it stays silent', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
    const view = renderLiveRate(params(0.01))
    await act(() => vi.advanceTimersByTimeAsync(0))
    view.emit({ type: 'status', status: 'open' })
    const before = restCalls
    view.rerender({ p: params(0.02) })
    await act(() => vi.advanceTimersByTimeAsync(RATE_SOCKET_GRACE_MS - 100))
    expect(restCalls).toBe(before)
    expect(view.subscriptions.at(-1)).toEqual(params(0.02))
    await act(() => vi.advanceTimersByTimeAsync(200))
    expect(restCalls).toBe(before + 1)
    // Still silent: REST again on its refresh, until the socket answers.
    await act(() => vi.advanceTimersByTimeAsync(RATE_FALLBACK_REFRESH_MS))
    expect(restCalls).toBe(before + 2)
    view.emit({ type: 'rates', data: socketQuote(0.02, 71000) })
    await act(() => vi.advanceTimersByTimeAsync(RATE_FALLBACK_REFRESH_MS * 2))
    expect(restCalls).toBe(before + 2)
    expect(priceOf(view.result.current)).toBe(71000)
  })

  it('falls back to REST at once when the socket closes', async () => {
    const view = renderLiveRate(params(0.01))
    await waitFor(() => expect(restCalls).toBe(1))
    view.emit({ type: 'status', status: 'open' })
    view.emit({ type: 'rates', data: socketQuote(0.01, 70000) })
    view.emit({ type: 'status', status: 'closed' })
    await waitFor(() => expect(restCalls).toBe(2))
  })

  it('answers a socket error frame with the error, and nothing for nothing to price', async () => {
    const view = renderLiveRate(params(0.0001))
    view.emit({ type: 'status', status: 'open' })
    view.emit({
      type: 'error',
      error: {
        code: 'ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_SMALL',
        message: 'min',
        params: params(0.0001),
        expectedAmount: 0.00016,
      },
    })
    await waitFor(() => expect(view.result.current?.kind).toBe('error'))
    view.rerender({ p: null as unknown as PairParams })
    expect(view.result.current).toBeNull()
  })
})
