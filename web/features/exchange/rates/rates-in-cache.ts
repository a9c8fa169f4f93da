import type { PairData, PairParams, WsPairsError } from '@sdk/gen/api/types.gen'
import { ApiError } from '@sdk/runtime/api-error'
import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { publicRateQueryOptions } from '../queries'
import { amountOnReceiveSide } from './rate-params'
import type { RatesSocketEvent, RatesSocketStatus } from './rates-socket'

/** The part of the rates socket the feed uses (rates-socket.ts). */
export interface SocketHandle {
  subscribe(params: PairParams | null): void
  dispose(): void
}

/** Opens the socket (its module loads lazily); every event goes to onEvent. */
export type OpenSocket = (onEvent: (event: RatesSocketEvent) => void) => Promise<SocketHandle>

export interface RatesFeedSnapshot {
  /** 'loading' until the socket's module has loaded. */
  status: RatesSocketStatus | 'loading'
  /** The params the socket has answered (a quote or an error) since they were asked, as rateKeyOf names them. */
  answered: string | null
}

/** Names one question; equal for equal params (the query key's hash would do, this needs no client). */
export const rateKeyOf = (params: PairParams): string =>
  [
    params.instrumentFromCurrencyTitle,
    params.instrumentFromNetworkTitle,
    params.instrumentToCurrencyTitle,
    params.instrumentToNetworkTitle,
    params.rateMode,
    params.claimedDepositAmount ?? '',
    params.claimedDepositAmountCurrency ?? '',
  ].join('|')

const sameAmount = (a: number, b: number) => Math.abs(a - b) <= Math.max(Math.abs(a), Math.abs(b)) * 1e-9

/** Whether a pushed quote answers these params (a frame for the previous subscription may still arrive). */
export function quoteAnswers(params: PairParams, data: PairData): boolean {
  if (
    data.instrumentFrom.currencyTitle !== params.instrumentFromCurrencyTitle ||
    data.instrumentFrom.networkTitle !== params.instrumentFromNetworkTitle ||
    data.instrumentTo.currencyTitle !== params.instrumentToCurrencyTitle ||
    data.instrumentTo.networkTitle !== params.instrumentToNetworkTitle ||
    data.rateMode !== params.rateMode
  ) {
    return false
  }
  const amount = params.claimedDepositAmount
  if (amount === undefined) return true
  return sameAmount(amountOnReceiveSide(params) ? data.amountToGet : data.amountToGive, amount)
}

/** A socket error frame as the SDK's error, so the cache and the one error table treat both sources alike. */
export function socketError(error: WsPairsError | null): ApiError {
  return new ApiError({
    code: error?.code ?? 'CONTRACT_VIOLATION',
    message: error?.message ?? 'a rates frame broke the contract',
    status: null,
    operationId: 'getPublicRate',
    expectedAmount: error?.expectedAmount ?? null,
  })
}

/**
 * The rates socket as a source of the Query cache (docs/product.md §4 "Live rates"): it subscribes the socket to the
 * form's question and writes every frame that answers it into the rate query of those params: a quote with
 * setQueryData, an error frame (or a frame that breaks the contract) as that query's error.
 */
export class RatesFeed {
  private params: PairParams | null = null
  private snapshot: RatesFeedSnapshot = { status: 'loading', answered: null }
  private socket: SocketHandle | null = null
  private opening = false
  private disposed = false
  private readonly listeners = new Set<() => void>()

  constructor(
    private readonly queryClient: QueryClient,
    private readonly openSocket: OpenSocket,
  ) {}

  /** Opens the socket; after dispose() it can start again (React StrictMode mounts twice), still with one socket. */
  start(): void {
    this.disposed = false
    if (this.socket || this.opening) return
    this.opening = true
    this.openSocket((event) => this.onEvent(event)).then(
      (socket) => {
        this.opening = false
        if (this.disposed) {
          socket.dispose()
          return
        }
        this.socket = socket
        socket.subscribe(this.params)
      },
      () => {
        this.opening = false
        this.update({ status: 'gave-up' })
      },
    )
  }

  dispose(): void {
    this.disposed = true
    this.socket?.dispose()
    this.socket = null
  }

  /** Asks the socket for these params from now on (null: nothing to price). */
  watch(params: PairParams | null): void {
    if ((params && rateKeyOf(params)) === (this.params && rateKeyOf(this.params))) return
    this.params = params
    this.update({ answered: null })
    this.socket?.subscribe(params)
  }

  getSnapshot = (): RatesFeedSnapshot => this.snapshot

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private onEvent(event: RatesSocketEvent): void {
    if (this.disposed) return
    // A socket that closed has answered nothing since: the next answer after it reopens counts again.
    if (event.type === 'status') {
      this.update({ status: event.status, ...(event.status === 'open' ? {} : { answered: null }) })
      return
    }
    const params = this.params
    if (!params) return
    const { queryKey } = publicRateQueryOptions(params)
    if (event.type === 'rates') {
      if (!quoteAnswers(params, event.data)) return
      this.queryClient.setQueryData(queryKey, event.data)
    } else {
      const about = event.type === 'error' ? event.error.params : undefined
      if (about && rateKeyOf(about) !== rateKeyOf(params)) return
      const query = this.queryClient
        .getQueryCache()
        .build<PairData, ApiError, PairData, QueryKey>(this.queryClient, { queryKey })
      query.setState({
        status: 'error',
        error: socketError(event.type === 'error' ? event.error : null),
        errorUpdatedAt: Date.now(),
        errorUpdateCount: query.state.errorUpdateCount + 1,
      })
    }
    if (this.snapshot.answered !== rateKeyOf(params)) this.update({ answered: rateKeyOf(params) })
  }

  private update(patch: Partial<RatesFeedSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch }
    for (const listener of this.listeners) listener()
  }
}
