import { describe, expect, it } from 'vitest'
import { createScrollPolicy, firstRenderScrolls, type Landing } from './scroll-policy'

describe('createScrollPolicy', () => {
  it('leaves the page where it is on a first render that may not scroll, and scrolls as usual after', () => {
    const policy = createScrollPolicy(() => false)
    expect(policy.scrollRestoration()).toBe(false)
    expect(policy.scrollRestoration()).toBe(true)
  })

  it('restores or resets on a first render that may scroll, and asks only once', () => {
    let asked = 0
    const policy = createScrollPolicy(() => {
      asked += 1
      return true
    })
    expect(policy.scrollRestoration()).toBe(true)
    expect(policy.scrollRestoration()).toBe(true)
    expect(asked).toBe(1)
  })
})

describe('firstRenderScrolls', () => {
  const landing = (overrides: Partial<Landing>): Landing & { asked: () => number } => {
    let asked = 0
    const scrolledAnswer = overrides.scrolled ?? (() => false)
    return {
      hash: '',
      navigationType: 'navigate',
      ...overrides,
      scrolled: () => {
        asked += 1
        return scrolledAnswer()
      },
      asked: () => asked,
    }
  }

  it('does not scroll a page opened afresh, and does not ask where it is (a forced layout)', () => {
    const fresh = landing({})
    expect(firstRenderScrolls(fresh)).toBe(false)
    expect(fresh.asked()).toBe(0)
    const unknown = landing({ navigationType: undefined })
    expect(firstRenderScrolls(unknown)).toBe(false)
    expect(unknown.asked()).toBe(0)
  })

  it('goes to a #hash, or back to where a reload or a history step was, unless the visitor scrolled', () => {
    expect(firstRenderScrolls(landing({ hash: '#fees' }))).toBe(true)
    expect(firstRenderScrolls(landing({ navigationType: 'reload' }))).toBe(true)
    expect(firstRenderScrolls(landing({ navigationType: 'back_forward' }))).toBe(true)
    expect(firstRenderScrolls(landing({ navigationType: 'reload', scrolled: () => true }))).toBe(false)
    expect(firstRenderScrolls(landing({ hash: '#fees', scrolled: () => true }))).toBe(false)
  })
})
