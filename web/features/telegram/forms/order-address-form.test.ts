import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ADDRESS_MAX_LENGTH } from '@/config/constants'
import { forbiddenCharacterError } from '@/lib/safety/text-safety'
import { m } from '@/paraglide/messages.js'
import { printableText, withForbiddenCharacter } from '@/test/text-arbitraries'
import { orderAddressError } from './order-address-form'

describe('the order shortcut’s address', () => {
  it('accepts any printable address within the cap and asks for an empty one', () => {
    const visible = printableText(ADDRESS_MAX_LENGTH, 1).filter((text) => text.trim() !== '')
    fc.assert(fc.property(visible, (address) => orderAddressError(address) === undefined))
    expect(orderAddressError('  ')).toBe(m.telegram_order_address_required())
    expect(orderAddressError('a'.repeat(ADDRESS_MAX_LENGTH + 1))).toBe(
      m.error_text_too_long({ max: ADDRESS_MAX_LENGTH }),
    )
  })

  it('refuses a hidden or control character, naming it', () => {
    fc.assert(
      fc.property(
        withForbiddenCharacter(printableText(60)),
        ({ text }) => orderAddressError(text) === forbiddenCharacterError(text),
      ),
    )
  })
})
