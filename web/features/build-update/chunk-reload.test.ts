// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RELOAD_GUARD_MS } from '@/config/constants'
import { pageReloads } from '@/test/reload-guard-stand-in'
import { installChunkReload, PRELOAD_ERROR_EVENT } from './chunk-reload'

vi.mock('./reload-guard', () => import('@/test/reload-guard-stand-in'))

let uninstall = () => {}
afterEach(() => {
  uninstall()
  sessionStorage.clear()
  vi.useRealTimers()
  vi.restoreAllMocks()
  pageReloads.mockClear()
  siteAnswering = true
})

/** Whether the site answers the probe chunk-reload makes before reloading (its page's own address). */
let siteAnswering = true
const siteAnswers = async () => siteAnswering

/**
 * Dispatches what Vite's preload helper dispatches (the failed import itself goes on rejecting), and lets the
 * probe of the site answer.
 */
async function chunkFails(): Promise<void> {
  const event = new Event(PRELOAD_ERROR_EVENT, { cancelable: true })
  window.dispatchEvent(event)
  expect(event.defaultPrevented).toBe(false)
  await new Promise((resolve) => setTimeout(resolve, 0))
}

describe('a chunk that fails to load (after a deploy)', () => {
  it('reloads the page once, and not again within the 10 s guard', async () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(console, 'error').mockImplementation(() => {})
    uninstall = installChunkReload(window, siteAnswers)

    await chunkFails()
    expect(pageReloads).toHaveBeenCalledOnce()

    // The reloaded page (same tab, same sessionStorage) fails again at once: no second reload; the error goes on.
    vi.setSystemTime(1_000_000 + RELOAD_GUARD_MS - 1)
    await chunkFails()
    expect(pageReloads).toHaveBeenCalledOnce()

    // A later deploy, past the guard, reloads again.
    vi.setSystemTime(1_000_000 + RELOAD_GUARD_MS + 60_000)
    await chunkFails()
    expect(pageReloads).toHaveBeenCalledTimes(2)
  })

  it('does not reload a page the visitor is leaving (its navigation would be cancelled), but does once it is shown again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    uninstall = installChunkReload(window, siteAnswers)
    window.dispatchEvent(new Event('beforeunload'))
    await chunkFails()
    expect(pageReloads).not.toHaveBeenCalled()
    // Restored from the back/forward cache: a chunk that fails now is a deploy again.
    window.dispatchEvent(new Event('pageshow'))
    await chunkFails()
    expect(pageReloads).toHaveBeenCalledOnce()
  })

  it('does not reload while the site does not answer (the connection is down: a reload shows the browser offline page)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    uninstall = installChunkReload(window, siteAnswers)
    siteAnswering = false
    await chunkFails()
    expect(pageReloads).not.toHaveBeenCalled()
    // Back online, a chunk that fails now is missing from the server: a deploy.
    siteAnswering = true
    await chunkFails()
    expect(pageReloads).toHaveBeenCalledOnce()
  })

  it('stops listening when uninstalled', async () => {
    installChunkReload(window, siteAnswers)()
    await chunkFails()
    expect(pageReloads).not.toHaveBeenCalled()
  })
})
