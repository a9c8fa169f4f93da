import { describe, expect, it } from 'vitest'
import { type HostWindow, isTelegramHost, TELEGRAM_WEB_ORIGIN } from './telegram-host'

/** A window: at the top, or framed by pages of these origins (parent first), as the browser lists or refers them. */
function page({ framedBy, listed = true }: { framedBy?: string[]; listed?: boolean } = {}): HostWindow {
  const self = {}
  const parents = framedBy ?? []
  return {
    self,
    top: parents.length === 0 ? self : {},
    location: listed ? { ancestorOrigins: parents } : {},
    document: { referrer: parents[0] ? `${parents[0]}/k/` : '' },
  }
}

describe('where launch data is trusted (isTelegramHost)', () => {
  it("trusts a page at the top of its window: Telegram's native clients do not frame the Mini App", () => {
    expect(isTelegramHost(page())).toBe(true)
  })

  it("trusts a frame of Telegram's web client, and no other site's", () => {
    expect(isTelegramHost(page({ framedBy: [TELEGRAM_WEB_ORIGIN] }))).toBe(true)
    expect(isTelegramHost(page({ framedBy: ['https://evil.example'] }))).toBe(false)
    expect(isTelegramHost(page({ framedBy: ['https://web.telegram.org.evil.example'] }))).toBe(false)
    expect(isTelegramHost(page({ framedBy: ['http://web.telegram.org'] }))).toBe(false)
    // Telegram's client framed by another site in turn, or the app framed inside a page Telegram frames.
    expect(isTelegramHost(page({ framedBy: [TELEGRAM_WEB_ORIGIN, 'https://evil.example'] }))).toBe(false)
    expect(isTelegramHost(page({ framedBy: ['https://evil.example', TELEGRAM_WEB_ORIGIN] }))).toBe(false)
  })

  it('reads the referrer where the browser does not list the ancestors’ origins', () => {
    expect(isTelegramHost(page({ framedBy: [TELEGRAM_WEB_ORIGIN], listed: false }))).toBe(true)
    expect(isTelegramHost(page({ framedBy: ['https://evil.example'], listed: false }))).toBe(false)
    const noReferrer = {
      ...page({ framedBy: [TELEGRAM_WEB_ORIGIN], listed: false }),
      document: { referrer: '' },
    }
    expect(isTelegramHost(noReferrer)).toBe(false)
  })
})
