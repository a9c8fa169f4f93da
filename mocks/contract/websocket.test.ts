// Contract tests, the /api/v2/ws rates channel of the HTTP mock server, with Node's `ws` client: frames are
// checked with ajv against WsServerMessage in the bundled api document.
import type { PairParams } from '@sdk/gen/api/types.gen'
import { websocketPath } from '@sdk/operations.gen'
import { afterEach, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { DROPPED_CLOSE_CODE } from '../ws/ws-connections'
import { control, serveContractFile } from './contract-harness'
import { responseValidator } from './response-validator'

const ctx = serveContractFile('websocket')
const WAIT_MS = 5_000

interface Frame {
  channel: string
  event: string
  data: Record<string, unknown>
}

/** A connected client that queues the frames it receives, each checked against WsServerMessage. */
class RatesClient {
  private readonly frames: Frame[] = []
  private waiting: (() => void) | null = null
  readonly closed: Promise<number>

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (raw) => {
      const frame = JSON.parse(raw.toString()) as Frame
      const problems = responseValidator().validateSchema(
        'api',
        '#/components/schemas/WsServerMessage',
        frame,
      )
      if (problems.length) throw new Error(`WsServerMessage violation: ${problems.join('; ')}`)
      this.frames.push(frame)
      this.waiting?.()
    })
    this.closed = new Promise((resolve) => socket.on('close', (code) => resolve(code)))
  }

  static async open(path = websocketPath): Promise<RatesClient> {
    const socket = new WebSocket(`${ctx.url.replace(/^http/, 'ws')}${path}`)
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve())
      socket.once('error', reject)
    })
    return new RatesClient(socket)
  }

  send(frame: unknown): void {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame))
  }

  async next(): Promise<Frame> {
    const deadline = Date.now() + WAIT_MS
    while (this.frames.length === 0) {
      if (Date.now() > deadline) throw new Error('no frame within 5 s')
      await new Promise<void>((resolve) => {
        this.waiting = resolve
        setTimeout(resolve, 100)
      })
    }
    return this.frames.shift() as Frame
  }
}

const params = (from: string, to: string, claimedDepositAmount?: number): PairParams => {
  const f = ctx.world.catalog.resolve({ slug: from }).instrument
  const t = ctx.world.catalog.resolve({ slug: to }).instrument
  return {
    instrumentFromCurrencyTitle: f.currencyTitle,
    instrumentFromNetworkTitle: f.networkTitle,
    instrumentToCurrencyTitle: t.currencyTitle,
    instrumentToNetworkTitle: t.networkTitle,
    rateMode: 'FLOATING',
    ...(claimedDepositAmount === undefined ? {} : { claimedDepositAmount }),
  }
}

const open: RatesClient[] = []
const connect = async () => {
  const client = await RatesClient.open()
  open.push(client)
  return client
}
afterEach(() => {
  for (const c of open.splice(0)) c.socket.terminate()
})

describe(`WebSocket ${websocketPath}`, () => {
  it('answers a pairs.rates subscription with the pair data', async () => {
    const client = await connect()
    client.send({ event: 'pairs.rates', data: params('btc', 'usdttrc20', 0.01) })
    const frame = await client.next()
    expect(frame).toMatchObject({ channel: 'pairs', event: 'rates' })
    expect(frame.data).toMatchObject({ instrumentFrom: { slug: 'btc' }, instrumentTo: { slug: 'usdttrc20' } })
  })

  it('answers an unsupported pair with a pairs error', async () => {
    const client = await connect()
    const subscribed = params('luna', 'usdttrc20')
    client.send({ event: 'pairs.rates', data: subscribed })
    const frame = await client.next()
    expect(frame).toMatchObject({ channel: 'pairs', event: 'error', data: { code: 'ERR_PAIR_NOT_ACTIVE' } })
    expect(frame.data.params).toEqual(subscribed)
  })

  it('answers a frame it does not understand with ERR_BAD_REQUEST', async () => {
    const client = await connect()
    client.send('not json')
    expect((await client.next()).data).toMatchObject({ code: 'ERR_BAD_REQUEST' })
    client.send({ event: 'orders.watch', data: {} })
    expect((await client.next()).data).toMatchObject({ code: 'ERR_BAD_REQUEST' })
  })

  it('the drop control closes every open socket', async () => {
    const [a, b] = [await connect(), await connect()]
    // Sockets of earlier tests may still be closing on the server side: wait until only these two are open.
    await expect
      .poll(async () => (await control<{ openWebSockets: number }>(ctx.url, '/state')).openWebSockets)
      .toBe(2)
    expect(await control(ctx.url, '/ws/drop', {})).toEqual({ dropped: 2 })
    expect(await a.closed).toBe(DROPPED_CLOSE_CODE)
    expect(await b.closed).toBe(DROPPED_CLOSE_CODE)
  })

  it('refuses an upgrade on another path', async () => {
    await expect(RatesClient.open('/api/v2/nope')).rejects.toThrow()
  })
})
