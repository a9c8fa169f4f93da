import { describe, expect, it } from 'vitest'
import { DEEP_LINK_PATHS, deepLinkOf } from './deep-links'

describe('deep-link shortcuts (docs/product.md §2)', () => {
  it('maps every shortcut of the spec to its page', () => {
    const spec = [
      '/popular-exchanges',
      '/price',
      '/lk',
      '/wallet',
      '/affiliate',
      '/swap-api',
      '/widget',
      '/cashback',
      '/docs',
      '/blog',
      '/how-it-works',
      '/roadmap',
      '/for-competent-authorities',
      '/support',
      '/profile/info',
      '/profile/history',
      '/profile/cashback',
      '/profile/affiliate-program',
      '/profile/keys',
      '/profile/verification',
      '/profile/wallet',
      '/profile/withdraw',
    ]
    for (const path of spec) {
      const param = path.slice(1).replaceAll('/', '-')
      expect(deepLinkOf(param)).toEqual({ kind: 'path', path })
    }
    expect(Object.values(DEEP_LINK_PATHS).sort()).toEqual(['/', ...spec].sort())
  })

  it('opens an exchange pair and an order', () => {
    expect(deepLinkOf('exchange-btc-eth')).toEqual({ kind: 'path', path: '/exchange-btc-eth' })
    expect(deepLinkOf('exchange-BTC-usdttrc20')).toEqual({ kind: 'path', path: '/exchange-btc-usdttrc20' })
    expect(deepLinkOf('order-ord_7Hq2LmX9')).toEqual({ kind: 'order', orderId: 'ord_7Hq2LmX9' })
  })

  it('ignores nothing, unknown shortcuts and characters Telegram does not allow', () => {
    expect(deepLinkOf(null)).toBeNull()
    expect(deepLinkOf('')).toBeNull()
    expect(deepLinkOf('nope')).toBeNull()
    expect(deepLinkOf('exchange-btc')).toBeNull()
    expect(deepLinkOf('order-')).toBeNull()
    expect(deepLinkOf('profile/history')).toBeNull()
    expect(deepLinkOf('x'.repeat(65))).toBeNull()
  })
})
