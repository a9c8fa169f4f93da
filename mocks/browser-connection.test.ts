import { describe, expect, it, vi } from 'vitest'
import { followBrowserConnection } from './browser-connection'
import { createWorld } from './world/world'
import { trackWebSocket } from './ws/ws-connections'

/** A window whose connection the test switches, firing online/offline as the browser does. */
function fakeWindow(onLine: boolean) {
  const events = new EventTarget()
  const navigator = { onLine }
  return {
    navigator,
    addEventListener: (type: string, listener: () => void) => events.addEventListener(type, listener),
    removeEventListener: (type: string, listener: () => void) => events.removeEventListener(type, listener),
    set(next: boolean) {
      navigator.onLine = next
      events.dispatchEvent(new Event(next ? 'online' : 'offline'))
    },
  }
}

describe('followBrowserConnection', () => {
  it('starts from navigator.onLine', () => {
    const world = createWorld({ seedData: false })
    world.controls.offline = true
    followBrowserConnection(world, fakeWindow(true))
    expect(world.controls.offline).toBe(false)
    followBrowserConnection(world, fakeWindow(false))
    expect(world.controls.offline).toBe(true)
  })

  it('goes offline with the browser, closing the open sockets, and back online with it', () => {
    const world = createWorld({ seedData: false })
    const win = fakeWindow(true)
    followBrowserConnection(world, win)
    const close = vi.fn()
    trackWebSocket(world, close)
    win.set(false)
    expect(world.controls.offline).toBe(true)
    expect(close).toHaveBeenCalledOnce()
    expect(world.beginRequest('getHealth').kind).toBe('network-error')
    win.set(true)
    expect(world.controls.offline).toBe(false)
    expect(world.beginRequest('getHealth').kind).toBe('ok')
  })

  it('stops following once stopped', () => {
    const world = createWorld({ seedData: false })
    const win = fakeWindow(true)
    const stop = followBrowserConnection(world, win)
    stop()
    win.set(false)
    expect(world.controls.offline).toBe(false)
  })
})
