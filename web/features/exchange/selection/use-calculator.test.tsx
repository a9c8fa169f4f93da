// @vitest-environment jsdom
import type { Instrument } from '@sdk/gen/api/types.gen'
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { startCalculator } from './calculator'
import { useCalculator } from './use-calculator'

// The URL writes are not what this is about: the router's navigate is a stand-in.
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => () => Promise.resolve() }))

const instrument = (slug: string, precisionDecimals: number) =>
  ({ slug, currencyTitle: slug.toUpperCase(), precisionDecimals, instrumentType: 'crypto' }) as Instrument
const BTC = instrument('btc', 8)
const USDT = instrument('usdt', 2)
const ETH = instrument('eth', 8)

const calculator = () =>
  renderHook(() =>
    useCalculator(startCalculator({ from: BTC, to: USDT, amount: '500', typedSide: 'from' }), undefined),
  )

describe('useCalculator', () => {
  it('keeps both of two actions made before the next render', () => {
    // As a pre-rendered form hydrating hands over an amount typed and a rate mode picked before its script ran.
    const { result } = calculator()
    act(() => {
      result.current.type('from', '777')
      result.current.setRateMode('FIXED')
    })
    expect(result.current.state).toMatchObject({ amountFrom: '777', rateMode: 'FIXED', typedSide: 'from' })
  })

  it('applies each action to what the one before left', () => {
    const { result } = calculator()
    act(() => {
      result.current.setRateMode('FIXED')
      result.current.pick('to', ETH)
      result.current.type('from', '0.5')
    })
    expect(result.current.state).toMatchObject({ to: ETH, amountFrom: '0.5', rateMode: 'FIXED' })
  })
})
