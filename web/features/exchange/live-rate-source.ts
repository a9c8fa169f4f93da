import type { PairData, PairParams } from '@sdk/gen/api/types.gen'
import { PairLimits } from './pair-limits'
import {
  type AmountLimits,
  failureResult,
  isUsablePairData,
  pairDataAnswers,
  paramsKey,
  type RateResult,
  socketErrorToApiError,
} from './rate-result'
import type { RatesSocketEvent, RatesSocketStatus, SocketTimers } from './rates-socket'

/**
 * The live rate of the form's current question: the WebSocket first; while it is not delivering (not open, or
 * silent for `stallMs` after a new subscription) the REST call, asked again every `refreshMs` until the socket
 * delivers. Also learns the pair's amount limits (from quotes and min/max errors, spec §8). A plain store for
 * useSyncExternalStore, with the socket, the REST call and the timers injected.
 */

export interface SocketHandle {
  subscribe(params: PairParams | null): void
  dispose(): void
}

export interface LiveRateDeps {
  /** Opens the socket (the module may load lazily); events go to onEvent. */
  openSocket: (onEvent: (event: RatesSocketEvent) => void) => Promise<SocketHandle>
  /** The REST rate (getPublicRate). Rejects with an ApiError, or a cancellation when `cancelFetch` ran. */
  fetchRate: (params: PairParams) => Promise<PairData>
  /** Aborts the REST call for these params, if one is in flight. */
  cancelFetch: (params: PairParams) => void
  timers: SocketTimers
  stallMs: number
  refreshMs: number
}

export interface LiveRateSnapshot {
  key: string | null
  /** The answer to the current params, or null while waiting. */
  result: RateResult | null
  /** The last quote for any params (shown dimmed while a new one loads, so nothing jumps). */
  previous: RateResult | null
  socketStatus: RatesSocketStatus | 'loading'
  /** True while the REST call stands in for the socket. */
  fallback: boolean
  /** What the pair accepts, in the typed side's instrument, when known. */
  limits: AmountLimits | null
  /** Pairs (fixedRateKey) known to have no fixed rate (ERR_NOT_ACCEPTABLE, spec §8): the form uses floating. */
  fixedUnavailable: ReadonlySet<string>
}

/** Names a pair regardless of mode and amount, by the titles the rate calls use. */
export const fixedRateKey = (
  from: { currencyTitle: string; networkTitle: string },
  to: { currencyTitle: string; networkTitle: string },
) => `${from.currencyTitle}/${from.networkTitle}>${to.currencyTitle}/${to.networkTitle}`

const fixedRateKeyOf = (p: PairParams) =>
  fixedRateKey(
    { currencyTitle: p.instrumentFromCurrencyTitle, networkTitle: p.instrumentFromNetworkTitle },
    { currencyTitle: p.instrumentToCurrencyTitle, networkTitle: p.instrumentToNetworkTitle },
  )

export class LiveRateSource {
  private params: PairParams | null = null
  private snapshot: LiveRateSnapshot = {
    key: null,
    result: null,
    previous: null,
    socketStatus: 'loading',
    fallback: true,
    limits: null,
    fixedUnavailable: new Set(),
  }
  private socket: SocketHandle | null = null
  private socketDelivered = false
  private stallTimer: unknown = null
  private refreshTimer: unknown = null
  private fetching: string | null = null
  private opening = false
  private disposed = false
  private readonly listeners = new Set<() => void>()
  private readonly limits = new PairLimits()

  constructor(private readonly deps: LiveRateDeps) {}

  /** Opens the socket; after dispose() it can start again (React StrictMode mounts twice). */
  start(): void {
    this.disposed = false
    if (!this.socket && !this.opening) {
      this.opening = true
      this.deps
        .openSocket((event) => this.onSocketEvent(event))
        .then((socket) => {
          this.opening = false
          if (this.disposed) {
            socket.dispose()
            return
          }
          this.socket = socket
          socket.subscribe(this.params)
        })
        .catch(() => {
          this.opening = false
          this.setStatus('gave-up')
        })
    }
    if (this.params && !this.snapshot.result && this.snapshot.socketStatus !== 'open') this.fallBack()
  }

  getSnapshot = (): LiveRateSnapshot => this.snapshot

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Asks for the rate of these params from now on (null: nothing to price). */
  setParams(params: PairParams | null): void {
    const key = params ? paramsKey(params) : null
    if (key === this.snapshot.key) return
    if (this.params && this.fetching === paramsKey(this.params)) this.deps.cancelFetch(this.params)
    this.fetching = null
    this.params = params
    this.socketDelivered = false
    this.clearTimer('stallTimer')
    this.clearTimer('refreshTimer')
    this.update({
      key,
      result: null,
      previous: this.snapshot.result?.kind === 'quote' ? this.snapshot.result : this.snapshot.previous,
      limits: params ? this.limits.for(params) : null,
    })
    this.socket?.subscribe(params)
    if (!params) return
    if (this.snapshot.socketStatus === 'open') this.armStall()
    else this.fallBack()
  }

  /** Remembers a limit the server gave for the current pair and typed side (e.g. on order create). */
  rememberLimit(bound: 'min' | 'max', value: number): void {
    if (!this.params) return
    this.limits.remember(this.params, bound, value)
    this.update({ limits: this.limits.for(this.params) })
  }

  /** Remembers that the current pair has no fixed rate (an order create answered ERR_NOT_ACCEPTABLE or 422). */
  rememberFixedUnavailable(): void {
    if (!this.params) return
    this.markFixedUnavailable(this.params)
  }

  dispose(): void {
    this.disposed = true
    this.clearTimer('stallTimer')
    this.clearTimer('refreshTimer')
    if (this.params && this.fetching) this.deps.cancelFetch(this.params)
    this.fetching = null
    this.socket?.dispose()
    this.socket = null
  }

  private onSocketEvent(event: RatesSocketEvent): void {
    if (this.disposed) return
    if (event.type === 'status') {
      this.setStatus(event.status)
      return
    }
    const params = this.params
    if (!params) return
    if (event.type === 'rates') {
      if (!pairDataAnswers(params, event.data)) return
      this.deliver({ kind: 'quote', data: event.data }, true)
    } else if (event.type === 'error') {
      const about = event.error.params
      if (about && paramsKey(about) !== paramsKey(params)) return
      this.deliver({ kind: 'error', error: socketErrorToApiError(event.error) }, true)
    } else {
      this.deliver({ kind: 'invalid' }, true)
    }
  }

  private setStatus(status: RatesSocketStatus): void {
    this.update({ socketStatus: status })
    if (status === 'open') {
      if (this.params && !this.socketDelivered) this.armStall()
    } else if (this.params) {
      // The socket stopped delivering: REST takes over at once. Still connecting with REST already answering
      // (or its refresh scheduled): nothing to do yet.
      const wasDelivering = this.socketDelivered
      this.socketDelivered = false
      if (wasDelivering || (!this.snapshot.result && this.fetching === null)) this.fallBack()
      else if (this.refreshTimer === null && this.fetching === null) this.fallBack()
    }
  }

  private armStall(): void {
    this.clearTimer('stallTimer')
    this.stallTimer = this.deps.timers.setTimeout(() => {
      this.stallTimer = null
      if (!this.socketDelivered) this.fallBack()
    }, this.deps.stallMs)
  }

  /** The socket is not delivering: ask REST now, and again every refreshMs until it does. */
  private fallBack(): void {
    const params = this.params
    if (!params || this.disposed) return
    this.update({ fallback: true })
    const key = paramsKey(params)
    if (this.fetching === key) return
    this.fetching = key
    this.clearTimer('refreshTimer')
    this.deps.fetchRate(params).then(
      (data) => this.onRest(key, isUsablePairData(data) ? { kind: 'quote', data } : { kind: 'invalid' }),
      (error: unknown) => {
        if (isCancellation(error)) return
        this.onRest(key, failureResult(error))
      },
    )
  }

  private onRest(key: string, result: RateResult): void {
    if (this.disposed || key !== this.snapshot.key || this.fetching !== key) return
    this.fetching = null
    if (!this.socketDelivered) this.deliver(result, false)
    if (this.socketDelivered) return
    this.refreshTimer = this.deps.timers.setTimeout(() => {
      this.refreshTimer = null
      this.fallBack()
    }, this.deps.refreshMs)
  }

  private deliver(result: RateResult, fromSocket: boolean): void {
    const params = this.params
    if (!params) return
    if (fromSocket) {
      this.socketDelivered = true
      this.clearTimer('stallTimer')
      this.clearTimer('refreshTimer')
    }
    this.limits.learn(params, result)
    if (result.kind === 'error' && result.error.code === 'ERR_NOT_ACCEPTABLE')
      this.markFixedUnavailable(params)
    this.update({ result, fallback: !fromSocket, limits: this.limits.for(params) })
  }

  private markFixedUnavailable(params: PairParams): void {
    const key = fixedRateKeyOf(params)
    if (this.snapshot.fixedUnavailable.has(key)) return
    this.update({ fixedUnavailable: new Set([...this.snapshot.fixedUnavailable, key]) })
  }

  private clearTimer(name: 'stallTimer' | 'refreshTimer'): void {
    if (this[name] !== null) this.deps.timers.clearTimeout(this[name])
    this[name] = null
  }

  private update(patch: Partial<LiveRateSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch }
    for (const listener of this.listeners) listener()
  }
}

/** TanStack Query's CancelledError (a cancelled fetch), or an AbortError. */
function isCancellation(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const name = (error as { name?: unknown }).name
  return name === 'CancelledError' || name === 'AbortError' || 'revert' in error
}
