import { describe, expect, it } from 'vitest'
import { createScrollPolicy } from './scroll-policy'

describe('createScrollPolicy', () => {
  it('leaves a page the visitor scrolled before the first render where it is, and scrolls as usual after', () => {
    const policy = createScrollPolicy(() => true)
    expect(policy.scrollRestoration()).toBe(false)
    expect(policy.scrollRestoration()).toBe(true)
  })

  it('restores or resets on a first render the visitor has not scrolled', () => {
    let asked = 0
    const policy = createScrollPolicy(() => {
      asked += 1
      return false
    })
    expect(policy.scrollRestoration()).toBe(true)
    expect(policy.scrollRestoration()).toBe(true)
    // Only the first render asks where the page is.
    expect(asked).toBe(1)
  })
})
