import { describe, expect, it } from 'vitest'
import { hasNetwork } from '@/domain/instrument-label'
import { fiatName } from './price-naming'

describe('fiatName', () => {
  it('names a fiat currency in the page’s language, not the catalogue’s English', () => {
    const rub = { currencyTitle: 'RUB', currencyFriendlyTitle: 'Russian Ruble' }
    expect(fiatName(rub, 'ru')).toBe('Российский рубль')
    expect(fiatName(rub, 'en')).toBe('Russian Ruble')
  })

  it('keeps the catalogue’s name for a code Intl does not know', () => {
    expect(fiatName({ currencyTitle: 'XYZ1', currencyFriendlyTitle: 'Card money' }, 'ru')).toBe('Card money')
  })
})

describe('hasNetwork', () => {
  it('gives a token a network, and neither a coin on its own chain nor a fiat currency (filed as CARD)', () => {
    expect(hasNetwork({ currencyTitle: 'USDT', networkTitle: 'TRC20', instrumentType: 'crypto' })).toBe(true)
    expect(hasNetwork({ currencyTitle: 'BTC', networkTitle: 'BTC', instrumentType: 'crypto' })).toBe(false)
    expect(hasNetwork({ currencyTitle: 'USD', networkTitle: 'CARD', instrumentType: 'fiat' })).toBe(false)
  })
})
