import { describe, expect, it } from 'vitest'
import { isWithdrawalAddress } from './withdrawal-address'

describe('isWithdrawalAddress (docs/product.md §5)', () => {
  it('accepts 34 characters starting with T, and the all-ones test address', () => {
    expect(isWithdrawalAddress('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE')).toBe(true)
    expect(isWithdrawalAddress(`T${'1'.repeat(33)}`)).toBe(true)
  })

  it('refuses another length, another first character and the empty address', () => {
    expect(isWithdrawalAddress('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLS')).toBe(false)
    expect(isWithdrawalAddress('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSEE')).toBe(false)
    expect(isWithdrawalAddress('AQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE')).toBe(false)
    expect(isWithdrawalAddress('tQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE')).toBe(false)
    expect(isWithdrawalAddress('')).toBe(false)
  })
})
