import type { Instrument } from '@sdk/gen/api/types.gen'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ADDRESS_MAX_LENGTH, MEMO_MAX_LENGTH } from '@/config/constants'
import { forbiddenCharacterError } from '@/lib/safety/text-safety'
import { m } from '@/paraglide/messages.js'
import { printableText, withForbiddenCharacter } from '@/test/text-arbitraries'
import { addressToSend, emptyOrderFields, type OrderFormValues, orderFieldRules } from './order-form'

const instrument = (slug: string, requiresMemo: boolean): Instrument => ({
  currencyTitle: slug.toUpperCase(),
  networkTitle: slug.toUpperCase(),
  slug,
  bestChangeName: slug.toUpperCase(),
  currencyLogoLink: `/logos/${slug}.svg`,
  instrumentType: 'crypto',
  requiresMemo,
  precisionDecimals: 6,
  price: 1,
  currencyFriendlyTitle: slug,
})

/** A fixed-rate XRP → XLM swap: both sides take a memo, so every text field of the order applies. */
const values = (fields: Partial<OrderFormValues> = {}): OrderFormValues => ({
  from: instrument('xrp', true),
  to: instrument('xlm', true),
  rateMode: 'FIXED',
  ...emptyOrderFields,
  destinationAddress: 'GDESTINATION',
  destinationAddressMemo: '104729',
  refundAddress: 'rREFUND',
  acceptTerms: true,
  ...fields,
})

/** Printable text with something visible in it (an empty address is its own rule). */
const filled = (max: number) => printableText(max, 1).filter((text) => text.trim() !== '')

describe('the exchange form’s text rules', () => {
  it('refuses an address or memo with a hidden or control character, naming it', () => {
    const cases = [
      ['destinationAddress', (text: string) => values({ destinationAddress: text })],
      ['refundAddress', (text: string) => values({ refundAddress: text })],
      ['destinationAddressMemo', (text: string) => values({ destinationAddressMemo: text })],
      ['refundAddressMemo', (text: string) => values({ refundAddressMemo: text })],
    ] as const
    for (const [field, build] of cases) {
      fc.assert(
        fc.property(withForbiddenCharacter(filled(60)), ({ text }) => {
          const error = orderFieldRules[field](build(text))
          return error !== undefined && error === forbiddenCharacterError(text)
        }),
        { numRuns: 50 },
      )
    }
  })

  it('accepts any printable address and memo within their caps', () => {
    fc.assert(
      fc.property(filled(ADDRESS_MAX_LENGTH), filled(MEMO_MAX_LENGTH), (address, memo) => {
        const form = values({
          destinationAddress: address,
          destinationAddressMemo: memo,
          refundAddressMemo: memo,
        })
        return (
          orderFieldRules.destinationAddress(form) === undefined &&
          orderFieldRules.destinationAddressMemo(form) === undefined &&
          orderFieldRules.refundAddressMemo(form) === undefined &&
          (address.trim() === 'rREFUND' || orderFieldRules.refundAddress(form) === undefined)
        )
      }),
    )
  })

  it('caps addresses and memos', () => {
    const address = 'a'.repeat(ADDRESS_MAX_LENGTH + 1)
    const memo = '1'.repeat(MEMO_MAX_LENGTH + 1)
    const tooLongAddress = m.error_text_too_long({ max: ADDRESS_MAX_LENGTH })
    const tooLongMemo = m.error_text_too_long({ max: MEMO_MAX_LENGTH })
    expect(orderFieldRules.destinationAddress(values({ destinationAddress: address }))).toBe(tooLongAddress)
    expect(orderFieldRules.refundAddress(values({ refundAddress: address }))).toBe(tooLongAddress)
    expect(orderFieldRules.destinationAddressMemo(values({ destinationAddressMemo: memo }))).toBe(tooLongMemo)
    expect(orderFieldRules.refundAddressMemo(values({ refundAddressMemo: memo }))).toBe(tooLongMemo)
  })

  it('does not judge a field that does not apply (no memo, floating rate)', () => {
    const hidden = 'x\u200B'
    expect(
      orderFieldRules.destinationAddressMemo(values({ noMemo: true, destinationAddressMemo: hidden })),
    ).toBe(undefined)
    const floating = values({ rateMode: 'FLOATING', refundAddress: hidden, refundAddressMemo: hidden })
    expect(orderFieldRules.refundAddress(floating)).toBeUndefined()
    expect(orderFieldRules.refundAddressMemo(floating)).toBeUndefined()
  })

  it('keeps docs/product.md §5 rules after the text rules', () => {
    expect(orderFieldRules.destinationAddress(values({ destinationAddress: '  ' }))).toBe(
      m.error_address_empty(),
    )
    expect(orderFieldRules.destinationAddressMemo(values({ destinationAddressMemo: '' }))).toBe(
      m.error_memo_required(),
    )
    expect(orderFieldRules.refundAddress(values({ refundAddress: ' GDESTINATION ' }))).toBe(
      m.error_address_must_be_different(),
    )
  })

  it('follows the network’s memo form where the instrument gives one (an XRP tag is a number)', () => {
    const xrp = { ...instrument('xrp', true), memoPattern: '^[0-9]{1,10}$' }
    const toXrp = (memo: string) => values({ to: xrp, destinationAddressMemo: memo })
    const fromXrp = (memo: string) => values({ from: xrp, refundAddressMemo: memo })
    const wrongForm = m.error_memo_format({ network: 'XRP' })
    expect(orderFieldRules.destinationAddressMemo(toXrp('104729'))).toBeUndefined()
    expect(orderFieldRules.destinationAddressMemo(toXrp(' 104729 '))).toBeUndefined()
    expect(orderFieldRules.destinationAddressMemo(toXrp('10472a'))).toBe(wrongForm)
    expect(orderFieldRules.destinationAddressMemo(toXrp('12345678901'))).toBe(wrongForm)
    expect(orderFieldRules.refundAddressMemo(fromXrp('tag'))).toBe(wrongForm)
    // An optional refund memo left empty stays fine; a required one empty keeps its own message.
    expect(orderFieldRules.refundAddressMemo(fromXrp(''))).toBeUndefined()
    expect(orderFieldRules.destinationAddressMemo(toXrp(''))).toBe(m.error_memo_required())
    // The text rules come first: a hidden character is named, not the form.
    expect(orderFieldRules.destinationAddressMemo(toXrp('1\u200B'))).toBe(forbiddenCharacterError('1\u200B'))
  })

  it('sends a card number without the spaces and dashes it is written with, an address only trimmed', () => {
    const card = { ...instrument('usd', false), instrumentType: 'fiat' as const }
    expect(addressToSend(card, ' 4111 1111-1111 1111 ')).toBe('4111111111111111')
    expect(addressToSend(instrument('btc', false), ' bc1q a ')).toBe('bc1q a')
  })

  it('asks for a card number, not an address, when the coin is sold to a card', () => {
    const card = { ...instrument('usd', false), instrumentType: 'fiat' as const }
    expect(orderFieldRules.destinationAddress(values({ to: card, destinationAddress: ' ' }))).toBe(
      m.error_card_number_empty(),
    )
  })

  it('checks an e-mail only when one is typed, with the app’s one e-mail rule', () => {
    expect(orderFieldRules.userEmail(values({ userEmail: '' }))).toBeUndefined()
    expect(orderFieldRules.userEmail(values({ userEmail: 'alice@example.com' }))).toBeUndefined()
    expect(orderFieldRules.userEmail(values({ userEmail: 'alice@' }))).toBe(m.error_email_invalid())
    expect(orderFieldRules.userEmail(values({ userEmail: 'alice@example.com\u202E' }))).toBe(
      forbiddenCharacterError('alice@example.com\u202E'),
    )
  })
})
