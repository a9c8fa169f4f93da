import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ADDRESS_MAX_LENGTH, WITHDRAWAL_TEST_ADDRESS } from '@/config/constants'
import { forbiddenCharacterError } from '@/lib/safety/text-safety'
import { m } from '@/paraglide/messages.js'
import { withForbiddenCharacter } from '@/test/text-arbitraries'
import { withdrawFormErrors } from './withdraw-form-options'

const TRON = `T${'Q'.repeat(33)}`
const addressError = (address: string) => withdrawFormErrors({ address, amount: '10' }, 6)?.fields.address

describe('withdrawal form', () => {
  it('takes a TRON address (docs/product.md §5) and a positive amount', () => {
    expect(withdrawFormErrors({ address: TRON, amount: '10' }, 6)).toBeUndefined()
    expect(withdrawFormErrors({ address: ` ${WITHDRAWAL_TEST_ADDRESS} `, amount: '0.5' }, 6)).toBeUndefined()
    expect(addressError('bc1qxyz')).toBe(m.error_address_incorrect())
    expect(withdrawFormErrors({ address: TRON, amount: '0' }, 6)?.fields.amount).toBe(
      m.withdraw_amount_invalid(),
    )
  })

  it('refuses an amount that is not the number typed, saying why on the field (never 1e-5 as 15)', () => {
    const amountError = (amount: string) => withdrawFormErrors({ address: TRON, amount }, 6)?.fields.amount
    expect(amountError('1e-5')).toBe(m.error_amount_not_plain())
    expect(amountError('-5')).toBe(m.error_amount_not_plain())
    expect(amountError('1.2345678')).toBe(m.error_amount_too_precise({ decimals: 6 }))
    expect(amountError('1,000.50')).toBeUndefined()
  })

  it('asks for an address when there is none, rather than calling it invalid (docs/product.md §5 error_address_empty)', () => {
    expect(addressError('')).toBe(m.error_address_empty())
    expect(addressError('   ')).toBe(m.error_address_empty())
  })

  it('names a hidden or control character anywhere in the address, even one trimming would drop', () => {
    expect(addressError(`${TRON}\uFEFF`)).toBe(forbiddenCharacterError(`${TRON}\uFEFF`))
    fc.assert(
      fc.property(
        withForbiddenCharacter(fc.constant(TRON)),
        ({ text }) => addressError(text) === forbiddenCharacterError(text),
      ),
    )
  })

  it('caps what is typed before the address rule', () => {
    expect(addressError('T'.repeat(ADDRESS_MAX_LENGTH + 1))).toBe(
      m.error_text_too_long({ max: ADDRESS_MAX_LENGTH }),
    )
  })
})
