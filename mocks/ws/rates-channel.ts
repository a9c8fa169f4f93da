// The /api/v2/ws protocol (openapi/api/schemas/ws.yaml) on top of the world, with no transport of its own:
// the MSW ws.link handler (ws-handlers.ts) and the HTTP mock server's `ws` endpoint both feed it text
// frames and give it a `send`. One subscription per connection; a new `pairs.rates` replaces the last.
import type { PairData, PairParams, WsPairsError, WsServerMessage } from '@sdk/gen/api/types.gen'
import { zPairParams, zWsClientMessage } from '@sdk/gen/api/zod.gen'
import { isWorldError } from '../world/errors'
import type { World } from '../world/world'

/** How often a subscription looks at the rate; a push goes out only when it moved (spec: a few per second). */
export const RATES_PUSH_INTERVAL_MS = 750

/** setInterval/clearInterval, looked up on each call so vi.useFakeTimers() drives them in tests. */
export interface IntervalTimers {
  set(tick: () => void, ms: number): unknown
  clear(handle: unknown): void
}

export const globalIntervalTimers: IntervalTimers = {
  set: (tick, ms) => globalThis.setInterval(tick, ms),
  clear: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
}

export interface RatesConnectionOptions {
  intervalMs?: number
  timers?: IntervalTimers
}

export interface RatesConnection {
  /** One text frame from the client. */
  receive(text: string): void
  /** The socket closed: stop every timer. */
  close(): void
}

interface Subscription {
  params: PairParams
  handle: unknown
  /** What was pushed last (the rate without its timestamp, or the error), so only changes go out. */
  lastSent: string | null
}

const errorFrame = (data: WsPairsError): WsServerMessage => ({ channel: 'pairs', event: 'error', data })

/** Pair data without updatedAt, which changes on every quote even when the rate does not. */
const rateKey = ({ updatedAt: _updatedAt, ...rest }: PairData): string => JSON.stringify(rest)

export function openRatesConnection(
  world: World,
  send: (text: string) => void,
  options: RatesConnectionOptions = {},
): RatesConnection {
  const timers = options.timers ?? globalIntervalTimers
  const intervalMs = options.intervalMs ?? RATES_PUSH_INTERVAL_MS
  let sub: Subscription | null = null
  let closed = false

  /** Every frame waits the controls' latency, as every HTTP answer does (a slow network shows a late rate). */
  const push = (message: WsServerMessage) => {
    const text = JSON.stringify(message)
    const delay = world.controls.latencyMs
    if (delay <= 0) {
      if (!closed) send(text)
      return
    }
    globalThis.setTimeout(() => {
      if (!closed) send(text)
    }, delay)
  }

  const stop = () => {
    if (sub) timers.clear(sub.handle)
    sub = null
  }

  const tick = (current: Subscription) => {
    let message: WsServerMessage
    let key: string
    try {
      const data = world.pricing.quote(current.params)
      message = { channel: 'pairs', event: 'rates', data }
      key = rateKey(data)
    } catch (error) {
      if (!isWorldError(error)) throw error
      const { code, message: text, expectedAmount } = error.toBody()
      const data: WsPairsError = { code, message: text, params: current.params }
      if (expectedAmount !== undefined) data.expectedAmount = expectedAmount
      message = errorFrame(data)
      key = `error:${JSON.stringify(data)}`
    }
    if (key === current.lastSent) return
    current.lastSent = key
    push(message)
  }

  const subscribe = (params: PairParams) => {
    const current: Subscription = { params, handle: null, lastSent: null }
    current.handle = timers.set(() => {
      if (sub === current) tick(current)
    }, intervalMs)
    sub = current
    tick(current)
  }

  return {
    receive(text) {
      if (closed) return
      let frame: unknown
      try {
        frame = JSON.parse(text)
      } catch {
        push(errorFrame({ code: 'ERR_BAD_REQUEST', message: 'A frame must be JSON' }))
        return
      }
      const parsed = zWsClientMessage.safeParse(frame)
      if (!parsed.success) {
        const event = (frame as { event?: unknown } | null)?.event
        if (event === 'pairs.rates') stop()
        const issue = parsed.error.issues[0]
        const where = issue?.path.length ? ` at ${issue.path.join('.')}` : ''
        const data: WsPairsError = {
          code: 'ERR_BAD_REQUEST',
          message: `Unsupported message${where}: ${issue?.message ?? 'invalid'}`,
        }
        const params = zPairParams.safeParse((frame as { data?: unknown } | null)?.data)
        if (event === 'pairs.rates' && params.success) data.params = params.data
        push(errorFrame(data))
        return
      }
      stop()
      if (parsed.data.event === 'pairs.rates') subscribe(parsed.data.data)
    },
    close() {
      stop()
      closed = true
    },
  }
}
