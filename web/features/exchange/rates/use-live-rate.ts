import type { PairData, PairParams } from '@sdk/gen/api/types.gen'
import type { ApiError } from '@sdk/runtime/api-error'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { publicRateQueryOptions } from '../queries'
import { type OpenSocket, RatesFeed, rateKeyOf } from './rates-in-cache'
import { useRatesSocketUrl } from './rates-socket-url'

/** How long an open socket may stay silent after a new question before REST answers instead (inferred). */
export const RATE_SOCKET_GRACE_MS = 2_000
/** While the socket is not answering, the REST rate is asked again this often (inferred). */
export const RATE_FALLBACK_REFRESH_MS = 10_000

/** The answer to one question: a quote or the failure; null while it loads. */
export type RateAnswer = { kind: 'quote'; data: PairData } | { kind: 'error'; error: ApiError } | null

/** The form's rates socket, open while the form is (its module and zod schema load after the first render). */
function useRatesFeed(openSocket?: OpenSocket): RatesFeed {
  const queryClient = useQueryClient()
  const url = useRatesSocketUrl()
  const [feed] = useState(
    () =>
      new RatesFeed(
        queryClient,
        openSocket ??
          (async (onEvent) => {
            const { RatesSocket } = await import('./rates-socket')
            const socket = new RatesSocket({ url, onEvent })
            socket.connect()
            return socket
          }),
      ),
  )
  useEffect(() => {
    feed.start()
    return () => feed.dispose()
  }, [feed])
  return feed
}

/** True from when `key` starts waiting for the socket until the grace period has passed. */
function useGrace(key: string | null, waiting: boolean): boolean {
  const [expired, setExpired] = useState<string | null>(null)
  useEffect(() => {
    if (!waiting || key === null) return
    const timer = setTimeout(() => setExpired(key), RATE_SOCKET_GRACE_MS)
    return () => clearTimeout(timer)
  }, [key, waiting])
  return waiting && expired !== key
}

/**
 * The live rate of `params` (docs/product.md §4 "Live rates", §7): one Query cache entry,
 * publicRateQueryOptions(params), filled by the rates socket (rates-in-cache.ts) and, while the socket is not
 * answering (connecting, closed, or silent for RATE_SOCKET_GRACE_MS after a new question), by the REST call, asked
 * again every RATE_FALLBACK_REFRESH_MS until the socket answers.
 */
export function useLiveRate(params: PairParams | null, openSocket?: OpenSocket): RateAnswer {
  const feed = useRatesFeed(openSocket)
  const { status, answered } = useSyncExternalStore(feed.subscribe, feed.getSnapshot, feed.getSnapshot)
  const key = params ? rateKeyOf(params) : null
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for params (a new object each render).
  useEffect(() => feed.watch(params), [feed, key])
  const socketAnswers = status === 'open' && answered === key
  const inGrace = useGrace(key, status === 'open' && !socketAnswers)
  const restNeeded = params !== null && !socketAnswers && !inGrace
  const query = useQuery({
    // Nothing to price: a disabled query of a question no one asks.
    ...publicRateQueryOptions(params ?? NO_PARAMS),
    enabled: restNeeded,
    refetchInterval: restNeeded ? RATE_FALLBACK_REFRESH_MS : false,
  })
  if (params === null) return null
  if (query.status === 'error') return { kind: 'error', error: query.error as ApiError }
  return query.status === 'success' ? { kind: 'quote', data: query.data } : null
}

const NO_PARAMS: PairParams = {
  instrumentFromCurrencyTitle: '',
  instrumentFromNetworkTitle: '',
  instrumentToCurrencyTitle: '',
  instrumentToNetworkTitle: '',
  rateMode: 'FLOATING',
}
