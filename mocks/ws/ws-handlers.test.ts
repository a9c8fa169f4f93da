// The rates channel through MSW's WebSocket interception, and the drop control.
import { zWsServerMessage } from '@sdk/gen/api/zod.gen'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMockNetwork } from '../node'
import { dropWebSockets, openWebSocketCount } from './ws-connections'

const { server, world, wsUrl } = createMockNetwork()

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => server.close())

const nextMessage = (socket: WebSocket) =>
  new Promise<unknown>((resolve) => {
    socket.addEventListener('message', (event) => resolve(JSON.parse(String(event.data))), { once: true })
  })

const opened = (socket: WebSocket) =>
  new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true })
    socket.addEventListener('error', () => reject(new Error('the socket failed')), { once: true })
  })

describe('createWsHandlers', () => {
  it('answers a pairs.rates subscription with pair data', async () => {
    const socket = new WebSocket(wsUrl)
    await opened(socket)
    const message = nextMessage(socket)
    socket.send(
      JSON.stringify({
        event: 'pairs.rates',
        data: {
          instrumentFromCurrencyTitle: 'USDT',
          instrumentFromNetworkTitle: 'TRC20',
          instrumentToCurrencyTitle: 'BTC',
          instrumentToNetworkTitle: 'BTC',
          rateMode: 'FLOATING',
        },
      }),
    )
    expect(zWsServerMessage.parse(await message)).toMatchObject({ channel: 'pairs', event: 'rates' })
    socket.close()
  })

  it('closes every open connection on dropWebSockets, with a code the client retries', async () => {
    const socket = new WebSocket(wsUrl)
    await opened(socket)
    expect(openWebSocketCount(world)).toBe(1)
    const closed = new Promise<number>((resolve) => socket.addEventListener('close', (e) => resolve(e.code)))
    expect(dropWebSockets(world)).toBe(1)
    expect(await closed).toBe(1012)
    expect(openWebSocketCount(world)).toBe(0)
  })

  it('closes a connection at once while offline', async () => {
    world.controls.offline = true
    try {
      const socket = new WebSocket(wsUrl)
      const code = await new Promise<number>((resolve) =>
        socket.addEventListener('close', (e) => resolve(e.code)),
      )
      expect(code).toBe(1012)
      expect(openWebSocketCount(world)).toBe(0)
    } finally {
      world.controls.offline = false
    }
  })
})
