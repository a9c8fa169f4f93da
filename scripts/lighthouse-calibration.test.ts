import { describe, expect, it } from 'vitest'
import { calibrate, cpuSlowdownFor, median } from './lighthouse-calibration.ts'

describe('cpuSlowdownFor', () => {
  it('follows the calculator from 1300 up: 3× at 1300, 4× at 1533, 6× at 2000', () => {
    expect(cpuSlowdownFor(1300)).toEqual({ slowdown: 3, note: null })
    expect(cpuSlowdownFor(1533).slowdown).toBeCloseTo(4, 1)
    expect(cpuSlowdownFor(1999).slowdown).toBeCloseTo(6, 1)
    expect(cpuSlowdownFor(2932).slowdown).toBeCloseTo(10, 1)
  })

  it('takes the calculator’s lower lines under 1300 and says so', () => {
    const busy = cpuSlowdownFor(1050)
    expect(busy.slowdown).toBeCloseTo(2.5, 5)
    expect(busy.note).toMatch(/under 1300/)
    const slow = cpuSlowdownFor(475)
    expect(slow.slowdown).toBeCloseTo(1.5, 5)
    expect(slow.note).toMatch(/under 800/)
  })

  it('never speeds the CPU up: under 150 the run is unthrottled, and says the scores are pessimistic', () => {
    expect(cpuSlowdownFor(90)).toEqual({ slowdown: 1, note: expect.stringMatching(/pessimistic/) })
    expect(cpuSlowdownFor(150).slowdown).toBe(1)
  })

  it('refuses a benchmark that is not a number', () => {
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow(/not a number/)
  })
})

describe('median', () => {
  it('is the middle value of an odd count and the mean of the middle two of an even one', () => {
    expect(median([1700, 900, 1500])).toBe(1500)
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })
})

describe('calibrate', () => {
  it('sets one slowdown, to a tenth, from the median of the samples, and prints them', () => {
    const { slowdown, lines } = calibrate([1500, 2100, 1600, 900, 1580], null)
    expect(slowdown).toBe(4.2)
    expect(lines[0]).toBe(
      "CPU slowdown 4.2× for a mid-tier phone, from the host's benchmarkIndex 1580 (median of 1500, 2100, 1600, 900, 1580).",
    )
  })

  it('keeps a fixed slowdown and says that nothing is enforced', () => {
    const { slowdown, lines } = calibrate([2800], 4)
    expect(slowdown).toBe(4)
    expect(lines[0]).toMatch(/^CPU slowdown 4× \(fixed, Lighthouse’s default\): reports only/)
  })
})
