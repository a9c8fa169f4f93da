// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { localeSwitchHref } from './locale-switcher'

describe('localeSwitchHref', () => {
  it('links the home page to /ru, without the trailing slash the site removes (docs/product.md §2 rule 4)', () => {
    expect(localeSwitchHref('/', 'ru')).toBe('/ru')
    expect(localeSwitchHref('/?ref=partner', 'ru')).toBe('/ru?ref=partner')
  })

  it('keeps the page and its query in the other language', () => {
    expect(localeSwitchHref('/price/btc?range=30d', 'ru')).toBe('/ru/price/btc?range=30d')
    expect(localeSwitchHref('/price/btc?range=30d', 'en')).toBe('/price/btc?range=30d')
    expect(localeSwitchHref('/', 'en')).toBe('/')
  })
})
