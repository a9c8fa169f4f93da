// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RELOAD_GUARD_MS } from '@/config/constants'
import { installChunkReload, PRELOAD_ERROR_EVENT } from './chunk-reload'

// The page reload is the one thing replaced: the guard itself runs (the vm pool's window cannot be stubbed).
const reload = vi.hoisted(() => vi.fn())
vi.mock('./reload-guard', async (importOriginal) => {
  const guard = await importOriginal<typeof import('./reload-guard')>()
  return { ...guard, reloadForNewBuild: () => guard.reloadForNewBuild(undefined, undefined, reload) }
})

let uninstall = () => {}
afterEach(() => {
  uninstall()
  sessionStorage.clear()
  vi.useRealTimers()
  vi.restoreAllMocks()
  reload.mockClear()
})

/** Dispatches what Vite's preload helper dispatches; the failed import itself goes on rejecting. */
function chunkFails(): void {
  const event = new Event(PRELOAD_ERROR_EVENT, { cancelable: true })
  window.dispatchEvent(event)
  expect(event.defaultPrevented).toBe(false)
}

describe('a chunk that fails to load (after a deploy)', () => {
  it('reloads the page once, and not again within the 10 s guard', () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(console, 'error').mockImplementation(() => {})
    uninstall = installChunkReload()

    chunkFails()
    expect(reload).toHaveBeenCalledOnce()

    // The reloaded page (same tab, same sessionStorage) fails again at once: no second reload; the error goes on.
    vi.setSystemTime(1_000_000 + RELOAD_GUARD_MS - 1)
    chunkFails()
    expect(reload).toHaveBeenCalledOnce()

    // A later deploy, past the guard, reloads again.
    vi.setSystemTime(1_000_000 + RELOAD_GUARD_MS + 60_000)
    chunkFails()
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('stops listening when uninstalled', () => {
    installChunkReload()()
    chunkFails()
    expect(reload).not.toHaveBeenCalled()
  })
})
