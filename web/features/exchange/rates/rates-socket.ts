import type { PairData, PairParams, WsPairsError, WsServerMessage } from '@sdk/gen/api/types.gen'
import { zWsServerMessage } from '@sdk/gen/api/zod.gen'
import { RATES_SOCKET_MAX_RECONNECT_ATTEMPTS, RATES_SOCKET_RECONNECT_DELAY_MS } from '@/config/constants'

/** The live-rates WebSocket (docs/product.md §4 "Live rates", §7 /api/v2/ws; the contract's x-websocket). */

/** The part of a browser WebSocket the client uses. */
export interface WebSocketLike {
  readonly readyState: number
  onopen: ((event: unknown) => void) | null
  onmessage: ((event: { data: unknown }) => void) | null
  onclose: ((event: unknown) => void) | null
  onerror: ((event: unknown) => void) | null
  send(data: string): void
  close(code?: number, reason?: string): void
}

export type CreateWebSocket = (url: string) => WebSocketLike

export interface SocketTimers {
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

/** connecting → open; closed while waiting to reconnect; gave-up after the last attempt failed. */
export type RatesSocketStatus = 'connecting' | 'open' | 'closed' | 'gave-up'

export type RatesSocketEvent =
  | { type: 'rates'; data: PairData }
  | { type: 'error'; error: WsPairsError }
  /** A frame that is not a valid server message (e.g. pair data missing a docs/product.md §5 field): the rate is unusable. */
  | { type: 'invalid' }
  | { type: 'status'; status: RatesSocketStatus }

export interface RatesSocketOptions {
  url: string
  onEvent: (event: RatesSocketEvent) => void
  createSocket?: CreateWebSocket
  timers?: SocketTimers
  /** Checks one decoded frame; the default is the contract's zWsServerMessage. */
  parse?: (frame: unknown) => WsServerMessage | null
  reconnectDelayMs?: number
  maxReconnectAttempts?: number
}

const OPEN = 1

const defaultTimers: SocketTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
}

export const parseServerMessage = (frame: unknown): WsServerMessage | null => {
  const result = zWsServerMessage.safeParse(frame)
  return result.success ? (result.data as WsServerMessage) : null
}

export class RatesSocket {
  private socket: WebSocketLike | null = null
  private params: PairParams | null = null
  private failedAttempts = 0
  private reconnectTimer: unknown = null
  private disposed = false
  private currentStatus: RatesSocketStatus = 'closed'
  private readonly createSocket: CreateWebSocket
  private readonly timers: SocketTimers
  private readonly parse: (frame: unknown) => WsServerMessage | null
  private readonly reconnectDelayMs: number
  private readonly maxReconnectAttempts: number

  constructor(private readonly options: RatesSocketOptions) {
    this.createSocket = options.createSocket ?? ((url) => new WebSocket(url) as unknown as WebSocketLike)
    this.timers = options.timers ?? defaultTimers
    this.parse = options.parse ?? parseServerMessage
    this.reconnectDelayMs = options.reconnectDelayMs ?? RATES_SOCKET_RECONNECT_DELAY_MS
    this.maxReconnectAttempts = options.maxReconnectAttempts ?? RATES_SOCKET_MAX_RECONNECT_ATTEMPTS
  }

  get status(): RatesSocketStatus {
    return this.currentStatus
  }

  /** Opens the connection (once; later closes reconnect on their own). */
  connect(): void {
    if (this.disposed || this.socket) return
    this.setStatus('connecting')
    let socket: WebSocketLike
    try {
      socket = this.createSocket(this.options.url)
    } catch {
      this.scheduleReconnect()
      return
    }
    this.socket = socket
    socket.onopen = () => {
      if (this.socket !== socket) return
      this.failedAttempts = 0
      this.setStatus('open')
      this.sendSubscription()
    }
    socket.onmessage = (event) => {
      if (this.socket === socket) this.receive(event.data)
    }
    socket.onerror = () => {
      // A close follows every error; reconnecting is handled there.
    }
    socket.onclose = () => {
      if (this.socket !== socket) return
      this.socket = null
      if (!this.disposed) this.scheduleReconnect()
    }
  }

  /** Prices this pair from now on (a new subscription replaces the last); null stops the updates. */
  subscribe(params: PairParams | null): void {
    this.params = params
    this.sendSubscription()
  }

  /** Closes for good (the form unmounted). */
  dispose(): void {
    this.disposed = true
    if (this.reconnectTimer !== null) this.timers.clearTimeout(this.reconnectTimer)
    this.reconnectTimer = null
    const socket = this.socket
    this.socket = null
    if (socket) {
      socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null
      socket.close(1000, 'done')
    }
  }

  private sendSubscription(): void {
    const socket = this.socket
    if (!socket || socket.readyState !== OPEN) return
    const frame = this.params ? { event: 'pairs.rates', data: this.params } : { event: 'pairs.unsubscribe' }
    socket.send(JSON.stringify(frame))
  }

  private receive(raw: unknown): void {
    let frame: unknown
    try {
      frame = typeof raw === 'string' ? JSON.parse(raw) : undefined
    } catch {
      frame = undefined
    }
    const message = frame === undefined ? null : this.parse(frame)
    if (!message) this.options.onEvent({ type: 'invalid' })
    else if (message.event === 'rates') this.options.onEvent({ type: 'rates', data: message.data })
    else this.options.onEvent({ type: 'error', error: message.data })
  }

  private scheduleReconnect(): void {
    if (this.failedAttempts >= this.maxReconnectAttempts) {
      this.setStatus('gave-up')
      return
    }
    this.failedAttempts += 1
    this.setStatus('closed')
    this.reconnectTimer = this.timers.setTimeout(() => {
      this.reconnectTimer = null
      this.connect()
    }, this.reconnectDelayMs)
  }

  private setStatus(status: RatesSocketStatus): void {
    if (status === this.currentStatus) return
    this.currentStatus = status
    this.options.onEvent({ type: 'status', status })
  }
}
