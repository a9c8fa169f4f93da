// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SessionStore } from '@/lib/session/session-store'
import { installTelegram } from './install-telegram'

const host = vi.hoisted(() => ({ telegram: true }))
const started = vi.hoisted(() => vi.fn())
vi.mock('./launch/telegram-host', () => ({ isTelegramHost: () => host.telegram }))
vi.mock('./telegram-startup', () => ({ startTelegram: started }))

const session = () =>
  ({ setMessengerLayer: vi.fn() }) as unknown as SessionStore & {
    setMessengerLayer: ReturnType<typeof vi.fn>
  }

afterEach(() => {
  window.history.replaceState(null, '', '/')
  started.mockClear()
  host.telegram = true
})

describe('installTelegram', () => {
  it('starts the Mini App with launch data where Telegram hosts the page', async () => {
    window.history.replaceState(null, '', '/#tgWebAppData=user%3D1&tgWebAppVersion=8.0&tgWebAppPlatform=weba')
    const store = session()
    await installTelegram(store)
    expect(store.setMessengerLayer).toHaveBeenCalledWith(true)
    expect(started).toHaveBeenCalledOnce()
  })

  it("ignores launch data in another site's frame: no messenger layer, no sign-in, no SDK", async () => {
    window.history.replaceState(null, '', '/#tgWebAppData=user%3D1&tgWebAppVersion=8.0&tgWebAppPlatform=weba')
    host.telegram = false
    const store = session()
    await installTelegram(store)
    expect(store.setMessengerLayer).not.toHaveBeenCalled()
    expect(started).not.toHaveBeenCalled()
  })
})
