import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ADDRESS_MAX_LENGTH, MEMO_MAX_LENGTH } from '@/config/constants'
import { forbiddenCharacterError } from '@/lib/safety/text-safety'
import { m } from '@/paraglide/messages.js'
import { printableText, withForbiddenCharacter } from '@/test/text-arbitraries'
import { refundAddressRejectMessage, refundFormErrors, refundFormOptions } from './refund-form'

describe('refund form', () => {
  it('is prefilled with the order’s refund address when it has one', () => {
    expect(refundFormOptions({ refundAddress: 'bc1qxyz' }).defaultValues).toEqual({
      refundAddress: 'bc1qxyz',
      refundAddressMemo: '',
    })
    expect(refundFormOptions({ refundAddress: null }).defaultValues?.refundAddress).toBe('')
  })

  it('words a specific reject code through the error table, as the exchange form does, never as the code', () => {
    expect(refundAddressRejectMessage('address_reject_iotx', 'IOTX')).toBe(m.error_address_reject_iotx())
    expect(refundAddressRejectMessage('address_incorrect', 'BTC')).toBe(
      m.order_refund_address_incorrect({ instrument: 'BTC' }),
    )
    expect(refundAddressRejectMessage('address_reject_new', 'BTC')).toBe(
      m.order_refund_address_incorrect({ instrument: 'BTC' }),
    )
    expect(refundAddressRejectMessage(null, 'BTC')).toBe(
      m.order_refund_address_incorrect({ instrument: 'BTC' }),
    )
  })
})

describe('refund form text rules', () => {
  const errors = (refundAddress: string, refundAddressMemo = '') =>
    refundFormErrors({ refundAddress, refundAddressMemo })?.fields

  it('refuses a hidden or control character in the address or memo, naming it', () => {
    fc.assert(
      fc.property(withForbiddenCharacter(printableText(60, 1)), ({ text }) => {
        const message = forbiddenCharacterError(text)
        return (
          errors(text)?.refundAddress === message && errors('bc1qxyz', text)?.refundAddressMemo === message
        )
      }),
    )
  })

  it('accepts any printable address and memo within their caps, and caps them', () => {
    const visible = printableText(ADDRESS_MAX_LENGTH, 1).filter((text) => text.trim() !== '')
    fc.assert(
      fc.property(visible, printableText(MEMO_MAX_LENGTH), (a, memo) => errors(a, memo) === undefined),
    )
    expect(errors('a'.repeat(ADDRESS_MAX_LENGTH + 1))?.refundAddress).toBe(
      m.error_text_too_long({ max: ADDRESS_MAX_LENGTH }),
    )
    expect(errors('bc1q', '1'.repeat(MEMO_MAX_LENGTH + 1))?.refundAddressMemo).toBe(
      m.error_text_too_long({ max: MEMO_MAX_LENGTH }),
    )
    expect(errors(' ')?.refundAddress).toBe(m.order_refund_address_empty())
  })
})
