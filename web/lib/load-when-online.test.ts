// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadWhenOnline } from './load-when-online'

afterEach(() => {
  vi.restoreAllMocks()
})

const browserOnline = (online: boolean) => vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online)
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('loadWhenOnline', () => {
  it('waits while the browser is offline and loads again once it is back, telling when it waits', async () => {
    browserOnline(false)
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('the part')
    const waiting = vi.fn()
    let result: string | undefined
    void loadWhenOnline(load, waiting).then((value) => {
      result = value
    })
    await settle()
    expect(waiting).toHaveBeenCalledOnce()
    expect(load).toHaveBeenCalledOnce()
    expect(result).toBeUndefined()

    browserOnline(true)
    window.dispatchEvent(new Event('online'))
    await settle()
    expect(load).toHaveBeenCalledTimes(2)
    expect(result).toBe('the part')
  })

  it('rejects as before when the load fails while online (a chunk missing after a deploy)', async () => {
    browserOnline(true)
    const failure = new TypeError('Failed to fetch dynamically imported module')
    const waiting = vi.fn()
    await expect(loadWhenOnline(() => Promise.reject(failure), waiting)).rejects.toBe(failure)
    expect(waiting).not.toHaveBeenCalled()
  })
})
