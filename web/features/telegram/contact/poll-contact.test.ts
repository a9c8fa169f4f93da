import { describe, expect, it } from 'vitest'
import { ContactTimeoutError, pollForAnswer } from './poll-contact'

/** A clock that moves only when the poller sleeps, recording each wait. */
function fakeTime() {
  let now = 0
  const waits: number[] = []
  return {
    waits,
    now: () => now,
    sleep: async (ms: number) => {
      waits.push(ms)
      now += ms
    },
  }
}

describe('contact request polling (docs/product.md §9)', () => {
  it('retries after 50 ms, then 50 ms longer each time, until the answer comes', async () => {
    const time = fakeTime()
    let reads = 0
    const answer = await pollForAnswer(async () => (++reads === 4 ? '+1555' : null), time)
    expect(answer).toBe('+1555')
    expect(time.waits).toEqual([50, 100, 150])
  })

  it('gives up after 5 s', async () => {
    const time = fakeTime()
    await expect(pollForAnswer(async () => null, time)).rejects.toBeInstanceOf(ContactTimeoutError)
    expect(time.waits.reduce((sum, ms) => sum + ms, 0)).toBeLessThanOrEqual(5_000)
    expect(time.waits.at(-1)).toBe(50 * time.waits.length)
    expect(time.now() + 50 * (time.waits.length + 1)).toBeGreaterThan(5_000)
  })
})
