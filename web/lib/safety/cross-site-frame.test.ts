import { describe, expect, it } from 'vitest'
import { type FramedWindow, inCrossSiteFrame } from './cross-site-frame'

const SITE = 'https://swap.example'

function framedBy(origin: string | 'unreadable'): FramedWindow {
  const top = {
    get location() {
      if (origin === 'unreadable') throw new DOMException('Blocked a frame', 'SecurityError')
      return { origin }
    },
  }
  return { self: {}, top, location: { origin: SITE } }
}

describe('inCrossSiteFrame', () => {
  it('is false at the top of the window, and in a frame of this site', () => {
    const self = { location: { origin: SITE } }
    expect(inCrossSiteFrame({ self, top: self, location: self.location })).toBe(false)
    expect(inCrossSiteFrame(framedBy(SITE))).toBe(false)
    expect(inCrossSiteFrame(undefined)).toBe(false)
  })

  it("is true in another site's frame, whose location cannot be read", () => {
    expect(inCrossSiteFrame(framedBy('unreadable'))).toBe(true)
    expect(inCrossSiteFrame(framedBy('https://evil.example'))).toBe(true)
  })
})
