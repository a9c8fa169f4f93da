import type { Instrument, RateMode } from '@sdk/gen/api/types.gen'
import { formOptions } from '@tanstack/react-form'
import { ADDRESS_MAX_LENGTH, MEMO_MAX_LENGTH } from '@/config/constants'
import { emailError } from '@/domain/email'
import { textRuleError } from '@/lib/safety/text-safety'
import { m } from '@/paraglide/messages.js'

/**
 * What the order part of the exchange form holds (TanStack Form): the order fields, plus the pair and rate mode
 * the rules read (the calculator owns them; the order part mirrors them in).
 */
export interface OrderFormValues {
  from: Instrument
  to: Instrument
  rateMode: RateMode
  destinationAddress: string
  destinationAddressMemo: string
  noMemo: boolean
  refundAddress: string
  refundAddressMemo: string
  userEmail: string
  acceptTerms: boolean
}

/** The order fields (what a restored draft brings back). */
export type OrderFields = Omit<OrderFormValues, 'from' | 'to' | 'rateMode'>

export const emptyOrderFields: OrderFields = {
  destinationAddress: '',
  destinationAddressMemo: '',
  noMemo: false,
  refundAddress: '',
  refundAddressMemo: '',
  userEmail: '',
  acceptTerms: false,
}

/** The order part's defaults: the pair from the calculator, the order fields empty (or as a draft left them). */
export const orderFormOptions = (
  pair: Pick<OrderFormValues, 'from' | 'to' | 'rateMode'>,
  fields: OrderFields = emptyOrderFields,
) => formOptions({ defaultValues: { ...pair, ...fields } satisfies OrderFormValues })

/**
 * An address as the server gets it: trimmed; a card number (a fiat instrument's "address", selling to a card) also
 * without the spaces and dashes people group its digits with, as the card shows them.
 */
export const addressToSend = (instrument: Pick<Instrument, 'instrumentType'>, typed: string): string =>
  instrument.instrumentType === 'fiat' ? typed.replace(/[\s-]/g, '') : typed.trim()

/** an address or memo field's text, as typed (no hidden or control character, within its cap). */
const addressText = (typed: string) => textRuleError(typed, { maxLength: ADDRESS_MAX_LENGTH })
const memoText = (typed: string) => textRuleError(typed, { maxLength: MEMO_MAX_LENGTH })

/**
 * A memo for an instrument: its text rules, then its network's form (the instrument's memoPattern, inferred) once
 * one is typed. An empty memo is for the caller to judge.
 */
function memoError(typed: string, instrument: Instrument): string | undefined {
  const memo = typed.trim()
  const pattern = instrument.memoPattern
  if (memo && pattern && !new RegExp(pattern).test(memo)) {
    return memoText(typed) ?? m.error_memo_format({ network: instrument.networkTitle })
  }
  return memoText(typed)
}

/**
 * The field rules of docs/product.md §5 "Exchange form", on the whole values (a rule may read other fields), after
 * the text rules (addressText, memoText). Each returns the message to show, or undefined.
 */
export const orderFieldRules = {
  destinationAddress: (values: OrderFormValues) =>
    addressText(values.destinationAddress) ??
    (values.destinationAddress.trim()
      ? undefined
      : values.to.instrumentType === 'fiat'
        ? m.error_card_number_empty()
        : m.error_address_empty()),

  destinationAddressMemo: (values: OrderFormValues) => {
    if (!values.to.requiresMemo || values.noMemo) return undefined
    return (
      memoError(values.destinationAddressMemo, values.to) ??
      (values.destinationAddressMemo.trim() ? undefined : m.error_memo_required())
    )
  },

  refundAddress: (values: OrderFormValues) => {
    if (values.rateMode !== 'FIXED') return undefined
    const refund = values.refundAddress.trim()
    const text = addressText(values.refundAddress)
    if (text) return text
    if (!refund) return m.error_address_empty()
    if (refund === values.destinationAddress.trim()) return m.error_address_must_be_different()
    return undefined
  },

  refundAddressMemo: (values: OrderFormValues) =>
    values.rateMode === 'FIXED' && values.from.requiresMemo
      ? memoError(values.refundAddressMemo, values.from)
      : undefined,

  /** Optional: only what was typed is checked. */
  userEmail: (values: OrderFormValues) =>
    values.userEmail.trim() ? emailError(values.userEmail) : undefined,

  acceptTerms: (values: OrderFormValues) => (values.acceptTerms ? undefined : m.error_agree_terms()),
} satisfies Partial<Record<keyof OrderFormValues, (values: OrderFormValues) => string | undefined>>
