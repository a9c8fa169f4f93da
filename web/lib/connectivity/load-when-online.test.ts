// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadWhenOnline } from './load-when-online'

/** The waits before the site is asked again (docs/product.md §9 "Health: start 5 s, x1.5 backoff, 30 s cap", lib/connectivity/backoff.ts). */
const FIRST_WAIT_MS = 5_000
const SECOND_WAIT_MS = 7_500

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const importFailure = () => new TypeError('Failed to fetch dynamically imported module')
/** The site's answer to the reachability probe (a HEAD of the page's address): an answer, or a network failure. */
const siteAnswering = (answers: boolean) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      answers ? Promise.resolve(new Response(null)) : Promise.reject(new TypeError('Failed to fetch')),
    ),
  )

/** Loads a part whose first load fails as a dropped connection fails it; `loaded.value` is set once it loads. */
function startLoadingAPartThatFailsOnce() {
  const load = vi
    .fn<() => Promise<string>>()
    .mockRejectedValueOnce(importFailure())
    .mockResolvedValueOnce('the part')
  const waiting = vi.fn()
  const loaded: { value?: string } = {}
  void loadWhenOnline(load, waiting).then((value) => {
    loaded.value = value
  })
  return { load, waiting, loaded }
}

describe('loadWhenOnline', () => {
  it('waits while the browser is offline and loads again once it is back online, telling when it waits', async () => {
    const online = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false)
    siteAnswering(false)
    const { load, waiting, loaded } = startLoadingAPartThatFailsOnce()
    await vi.waitFor(() => expect(waiting).toHaveBeenCalledOnce())
    expect(load).toHaveBeenCalledOnce()
    expect(loaded.value).toBeUndefined()

    online.mockReturnValue(true)
    siteAnswering(true)
    window.dispatchEvent(new Event('online'))
    await vi.waitFor(() => expect(loaded.value).toBe('the part'))
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('on a connection the browser calls online that reaches nothing, asks the site again until it answers', async () => {
    vi.useFakeTimers()
    siteAnswering(false)
    const { load, waiting, loaded } = startLoadingAPartThatFailsOnce()
    await vi.advanceTimersByTimeAsync(0)
    expect(waiting).toHaveBeenCalledOnce()

    // Still nothing: no new load, no second "waiting".
    await vi.advanceTimersByTimeAsync(FIRST_WAIT_MS)
    expect(load).toHaveBeenCalledOnce()
    expect(waiting).toHaveBeenCalledOnce()

    siteAnswering(true)
    await vi.advanceTimersByTimeAsync(SECOND_WAIT_MS)
    expect(load).toHaveBeenCalledTimes(2)
    expect(loaded.value).toBe('the part')
  })

  it('asks a site that goes on not answering less and less often, up to the longest wait', async () => {
    vi.useFakeTimers()
    siteAnswering(false)
    const { loaded } = startLoadingAPartThatFailsOnce()
    await vi.advanceTimersByTimeAsync(0)
    const probes = vi.mocked(fetch)
    expect(probes).toHaveBeenCalledOnce()
    // The waits between probes: 5 s, then ×1.5, and from 30 s on the longest wait, again and again.
    const waits = [5_000, 7_500, 11_250, 16_875, 25_312.5, 30_000, 30_000, 30_000, 30_000]
    for (const [index, wait] of waits.entries()) {
      await vi.advanceTimersByTimeAsync(wait - 1)
      expect(probes).toHaveBeenCalledTimes(index + 1)
      await vi.advanceTimersByTimeAsync(1)
      expect(probes).toHaveBeenCalledTimes(index + 2)
    }

    siteAnswering(true)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(loaded.value).toBe('the part')
  })

  it('parts waiting at once share one probe of the site', async () => {
    vi.useFakeTimers()
    siteAnswering(false)
    const first = startLoadingAPartThatFailsOnce()
    const second = startLoadingAPartThatFailsOnce()
    await vi.advanceTimersByTimeAsync(0)
    const probes = vi.mocked(fetch)
    // Both loads failed at once: one question whether the site answers, then one probe per interval.
    expect(probes).toHaveBeenCalledOnce()
    await vi.advanceTimersByTimeAsync(FIRST_WAIT_MS)
    expect(probes).toHaveBeenCalledTimes(2)

    siteAnswering(true)
    await vi.advanceTimersByTimeAsync(SECOND_WAIT_MS)
    expect([first.loaded.value, second.loaded.value]).toEqual(['the part', 'the part'])
  })

  it('rejects as before when the load fails while the site answers (a chunk missing after a deploy)', async () => {
    siteAnswering(true)
    const failure = importFailure()
    const waiting = vi.fn()
    await expect(loadWhenOnline(() => Promise.reject(failure), waiting)).rejects.toBe(failure)
    expect(waiting).not.toHaveBeenCalled()
  })
})
