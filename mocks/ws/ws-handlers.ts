// The rates channel over MSW's WebSocket interception (browser worker and vitest): each client
// connection on `wsUrl` gets its own openRatesConnection; dropWebSockets(world) closes them all, and while
// world.controls.offline a new connection is closed at once.
import { type WebSocketHandler, ws } from 'msw'
import type { World } from '../world/world'
import { openRatesConnection } from './rates-channel'
import { DROPPED_CLOSE_CODE, trackWebSocket } from './ws-connections'

const textOf = (data: unknown): string | null => {
  if (typeof data === 'string') return data
  if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) return new TextDecoder().decode(data)
  return null
}

/** `wsUrl` is absolute: e.g. ws://api.test/api/v2/ws (the API base URL's host + websocketPath). */
export function createWsHandlers(world: World, wsUrl: string): WebSocketHandler[] {
  const link = ws.link(wsUrl)
  return [
    link.addEventListener('connection', ({ client }) => {
      // Offline (controls.offline) the socket never gets through: it closes, and the client retries later.
      if (world.controls.offline) {
        client.close(DROPPED_CLOSE_CODE, 'Offline')
        return
      }
      const channel = openRatesConnection(world, (text) => client.send(text))
      const untrack = trackWebSocket(world, () =>
        client.close(DROPPED_CLOSE_CODE, 'Dropped by the mock control'),
      )
      client.addEventListener('message', (event) => {
        const text = textOf(event.data)
        if (text !== null) channel.receive(text)
      })
      client.addEventListener('close', () => {
        channel.close()
        untrack()
      })
    }),
  ]
}
