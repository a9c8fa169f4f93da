import { describe, expect, it } from 'vitest'
import { priceSymbolText } from './price-symbol-text'

describe('priceSymbolText', () => {
  it('names a token by its ticker and network, as the rest of the site does, not by its URL slug', () => {
    const text = priceSymbolText({ currencyTitle: 'USDT', networkTitle: 'TRC20', instrumentType: 'crypto' })
    expect(text.title).toMatch(/^USDT\s\(TRC20\) price$/)
    expect(text.description).toMatch(/USDT\s\(TRC20\)/)
  })

  it('names a coin on its own network and a fiat currency by the ticker alone (no "CARD" network)', () => {
    expect(
      priceSymbolText({ currencyTitle: 'BTC', networkTitle: 'BTC', instrumentType: 'crypto' }).title,
    ).toBe('BTC price')
    expect(
      priceSymbolText({ currencyTitle: 'RUB', networkTitle: 'CARD', instrumentType: 'fiat' }).title,
    ).toBe('RUB price')
  })
})
