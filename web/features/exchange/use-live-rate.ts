import type { PairParams } from '@sdk/gen/api/types.gen'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { LiveRateSource } from './live-rate-source'
import { publicRateQueryOptions } from './queries'
import { paramsKey } from './rate-result'
import { useRatesSocketUrl } from './rates-socket-url'

/** How long an open socket may stay silent after a new subscription before REST answers instead (inferred). */
const RATE_SOCKET_STALL_MS = 2_000
/** While the socket is down, the REST rate is asked again this often (inferred; the socket pushes a few per second). */
const RATE_FALLBACK_REFRESH_MS = 10_000

const timers = {
  setTimeout: (callback: () => void, ms: number) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
}

/**
 * The form's live-rate store (live-rate-source.ts): the rates socket, with the REST call as its fallback. The
 * socket module and its zod schema load after the first render. Ask for a rate with useRateParams.
 */
export function useLiveRateSource() {
  const queryClient = useQueryClient()
  const url = useRatesSocketUrl()
  const [source] = useState(
    () =>
      new LiveRateSource({
        openSocket: async (onEvent) => {
          const { RatesSocket } = await import('./rates-socket')
          const socket = new RatesSocket({ url, onEvent })
          socket.connect()
          return socket
        },
        fetchRate: (p) => queryClient.fetchQuery(publicRateQueryOptions(p)),
        cancelFetch: (p) => void queryClient.cancelQueries({ queryKey: publicRateQueryOptions(p).queryKey }),
        timers,
        stallMs: RATE_SOCKET_STALL_MS,
        refreshMs: RATE_FALLBACK_REFRESH_MS,
      }),
  )
  useEffect(() => {
    source.start()
    return () => source.dispose()
  }, [source])
  const snapshot = useSyncExternalStore(source.subscribe, source.getSnapshot, source.getSnapshot)
  return { source, snapshot }
}

/** Prices these params from now on (null: nothing to price). */
export function useRateParams(source: LiveRateSource, params: PairParams | null): string | null {
  const key = params ? paramsKey(params) : null
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for params (a new object each render).
  useEffect(() => {
    source.setParams(params)
  }, [source, key])
  return key
}
