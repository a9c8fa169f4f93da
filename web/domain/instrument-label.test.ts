import { describe, expect, it } from 'vitest'
import { instrumentLabel, onOwnNetwork } from './instrument-label'

describe('instrumentLabel', () => {
  it('names the network of a token, joined to its ticker by a no-break space', () => {
    expect(instrumentLabel({ currencyTitle: 'USDT', networkTitle: 'TRC20' })).toBe('USDT\u00a0(TRC20)')
  })

  it('names no network for a coin on its own', () => {
    expect(instrumentLabel({ currencyTitle: 'BTC', networkTitle: 'BTC' })).toBe('BTC')
    expect(instrumentLabel({ currencyTitle: 'XMR', networkTitle: '' })).toBe('XMR')
  })
})

describe('onOwnNetwork', () => {
  it('tells a coin on its own network from a token on another', () => {
    expect(onOwnNetwork({ currencyTitle: 'BTC', networkTitle: 'BTC' })).toBe(true)
    expect(onOwnNetwork({ currencyTitle: 'ETH', networkTitle: 'ERC20' })).toBe(false)
  })
})
