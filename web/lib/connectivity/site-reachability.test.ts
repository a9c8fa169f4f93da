// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  HEALTH_CHECK_BACKOFF_FACTOR,
  HEALTH_CHECK_MAX_INTERVAL_MS,
  HEALTH_CHECK_START_INTERVAL_MS,
} from '@/config/constants'
import { siteAnswers, siteOutOfReach, untilSiteAnswers } from './site-reachability'

/** What the site does with the next probes: answer, or fail as a dead connection does. */
let siteUp = false
const fetchMock = vi.fn(async () => {
  if (!siteUp) throw new TypeError('Failed to fetch')
  return new Response(null, { status: 200 })
})
let onLine = true

beforeEach(() => {
  vi.useFakeTimers()
  siteUp = false
  onLine = true
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => onLine)
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** Ends a wait left running by a test, so that the next one starts with none. */
async function endWait(wait: Promise<void>) {
  siteUp = true
  onLine = true
  window.dispatchEvent(new Event('online'))
  await vi.advanceTimersByTimeAsync(HEALTH_CHECK_MAX_INTERVAL_MS)
  await wait
}

describe('siteAnswers', () => {
  it("asks the page's own address past every cache, once for callers at the same time", async () => {
    siteUp = true
    const answers = await Promise.all([siteAnswers(), siteAnswers()])
    expect(answers).toEqual([true, true])
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock).toHaveBeenCalledWith(window.location.href, { method: 'HEAD', cache: 'no-store' })
  })

  it('says no when the request fails, and asks anew the next time', async () => {
    expect(await siteAnswers()).toBe(false)
    siteUp = true
    expect(await siteAnswers()).toBe(true)
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })
})

describe('siteOutOfReach and untilSiteAnswers', () => {
  it('is out of reach while the browser says offline, without asking the site', () => {
    expect(siteOutOfReach()).toBe(false)
    onLine = false
    expect(siteOutOfReach()).toBe(true)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('on a connection that reaches nothing: out of reach while waiting, asking on the health schedule', async () => {
    const wait = untilSiteAnswers()
    let done = false
    void wait.then(() => {
      done = true
    })
    // Online as far as the browser knows, but code is waiting for the site: out of reach.
    expect(siteOutOfReach()).toBe(true)
    // A second waiter shares the wait and its probes.
    expect(untilSiteAnswers()).toBe(wait)

    const first = HEALTH_CHECK_START_INTERVAL_MS
    const second = Math.min(first * HEALTH_CHECK_BACKOFF_FACTOR, HEALTH_CHECK_MAX_INTERVAL_MS)
    await vi.advanceTimersByTimeAsync(first - 1)
    expect(fetchMock).toHaveBeenCalledTimes(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(second - 1)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(done).toBe(false)
    expect(siteOutOfReach()).toBe(true)

    siteUp = true
    await vi.advanceTimersByTimeAsync(HEALTH_CHECK_MAX_INTERVAL_MS)
    await wait
    expect(done).toBe(true)
    expect(siteOutOfReach()).toBe(false)
  })

  it('while the browser says offline, asks only once it says it is back online', async () => {
    onLine = false
    const wait = untilSiteAnswers()
    await vi.advanceTimersByTimeAsync(HEALTH_CHECK_MAX_INTERVAL_MS * 3)
    expect(fetchMock).not.toHaveBeenCalled()

    onLine = true
    siteUp = true
    window.dispatchEvent(new Event('online'))
    await wait
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(siteOutOfReach()).toBe(false)
  })

  it('a new wait after the site answered starts afresh', async () => {
    const first = untilSiteAnswers()
    await endWait(first)
    siteUp = false
    const second = untilSiteAnswers()
    expect(second).not.toBe(first)
    expect(siteOutOfReach()).toBe(true)
    await endWait(second)
  })
})
