import { describe, expect, it, vi } from 'vitest'
import { limitConcurrency, limitRoutePreloads } from './preload-limit'

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** Index into a fixture array, failing loudly on a test bug. */
function at<T>(items: readonly T[], index: number): T {
  const item = items[index]
  if (item === undefined) throw new Error(`no item ${index}`)
  return item
}

/** Lets queued promise callbacks run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('limitConcurrency', () => {
  it('runs at most `max` calls at once and starts the rest in order', async () => {
    const pending = Array.from({ length: 6 }, () => deferred<number>())
    const started: number[] = []
    const limited = limitConcurrency((index: number) => {
      started.push(index)
      return at(pending, index).promise
    }, 4)

    const results = pending.map((_, index) => limited(index))
    // Handled later with expect(...).rejects; mark as handled now so Node does not flag it.
    for (const result of results) result.catch(() => {})
    await flush()
    expect(started).toEqual([0, 1, 2, 3])

    at(pending, 2).resolve(2)
    await flush()
    expect(started).toEqual([0, 1, 2, 3, 4])

    at(pending, 0).reject(new Error('boom'))
    await flush()
    expect(started).toEqual([0, 1, 2, 3, 4, 5])

    for (const [index, item] of pending.entries()) item.resolve(index)
    await expect(at(results, 0)).rejects.toThrow('boom')
    await expect(Promise.all(results.slice(1))).resolves.toEqual([1, 2, 3, 4, 5])
  })

  it('never has more than `max` in flight under churn', async () => {
    let inFlight = 0
    let peak = 0
    const limited = limitConcurrency(async (delay: number) => {
      inFlight += 1
      peak = Math.max(peak, inFlight)
      await new Promise((resolve) => setTimeout(resolve, delay))
      inFlight -= 1
      return delay
    }, 4)

    const delays = Array.from({ length: 20 }, (_, index) => (index * 7) % 5)
    await expect(Promise.all(delays.map((delay) => limited(delay)))).resolves.toEqual(delays)
    expect(peak).toBe(4)
    expect(inFlight).toBe(0)
  })

  it('frees the slot when the function throws synchronously', async () => {
    const limited = limitConcurrency((fail: boolean) => {
      if (fail) throw new Error('sync')
      return Promise.resolve('ok')
    }, 1)
    await expect(limited(true)).rejects.toThrow('sync')
    await expect(limited(false)).resolves.toBe('ok')
  })

  it('rejects a max that is not a positive integer', () => {
    expect(() => limitConcurrency(async () => 1, 0)).toThrow(RangeError)
    expect(() => limitConcurrency(async () => 1, 1.5)).toThrow(RangeError)
  })
})

describe('limitRoutePreloads', () => {
  it('starts no preload while the browser is offline, and starts them again once it is back', async () => {
    const preloadRoute = vi.fn(async () => undefined)
    const router = { preloadRoute } as unknown as Parameters<typeof limitRoutePreloads>[0]
    limitRoutePreloads(router, 4)
    const connection = { onLine: false }
    vi.stubGlobal('navigator', connection)
    try {
      await expect(router.preloadRoute({ to: '/' } as never)).resolves.toBeUndefined()
      await flush()
      expect(preloadRoute).not.toHaveBeenCalled()
      connection.onLine = true
      await router.preloadRoute({ to: '/' } as never)
      expect(preloadRoute).toHaveBeenCalledTimes(1)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('wraps router.preloadRoute with the limit', async () => {
    const gates = Array.from({ length: 5 }, () => deferred<undefined>())
    let call = 0
    const preloadRoute = vi.fn(() => at(gates, call++).promise)
    const router = { preloadRoute } as unknown as Parameters<typeof limitRoutePreloads>[0]

    limitRoutePreloads(router, 4)
    const runs = gates.map(() => router.preloadRoute({ to: '/' } as never))
    await flush()
    expect(preloadRoute).toHaveBeenCalledTimes(4)

    at(gates, 0).resolve(undefined)
    await flush()
    expect(preloadRoute).toHaveBeenCalledTimes(5)

    for (const gate of gates) gate.resolve(undefined)
    await Promise.all(runs)
  })
})
