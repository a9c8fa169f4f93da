import type { Instrument, RateMode } from '@sdk/gen/api/types.gen'
import { formOptions } from '@tanstack/react-form'
import { EXCHANGE_DEFAULT_AMOUNT } from '@/config/constants'
import { m } from '@/paraglide/messages.js'
import { isEmail } from '../email-rules'
import type { ExchangeSelection, TypedSide } from '../exchange-search'

/** Everything the exchange form holds. Both amounts are kept; the one not typed shows the live quote. */
export interface ExchangeFormValues {
  from: Instrument
  to: Instrument
  amountFrom: string
  amountTo: string
  typedSide: TypedSide
  rateMode: RateMode
  destinationAddress: string
  destinationAddressMemo: string
  noMemo: boolean
  refundAddress: string
  refundAddressMemo: string
  userEmail: string
  acceptTerms: boolean
}

/**
 * The form's defaults: the selection from the URL (or the default pair), floating rate, nothing else filled.
 * The side not typed starts at 500 too (§9 "Default amount 500 in both fields"), shown dimmed until priced.
 */
export function exchangeFormOptions(selection: ExchangeSelection) {
  const typed = (side: TypedSide) =>
    selection.typedSide === side ? selection.amount : EXCHANGE_DEFAULT_AMOUNT
  const defaultValues: ExchangeFormValues = {
    from: selection.from,
    to: selection.to,
    amountFrom: typed('from'),
    amountTo: typed('to'),
    typedSide: selection.typedSide,
    rateMode: 'FLOATING',
    destinationAddress: '',
    destinationAddressMemo: '',
    noMemo: false,
    refundAddress: '',
    refundAddressMemo: '',
    userEmail: '',
    acceptTerms: false,
  }
  return formOptions({ defaultValues })
}

/**
 * The field rules of spec §5 "Exchange form", on the whole values (a rule may read other fields). Each returns
 * the message to show, or undefined. The server's address check (validate-address) runs on blur on top of these.
 */
export const exchangeFieldRules = {
  destinationAddress: (values: ExchangeFormValues) =>
    values.destinationAddress.trim() ? undefined : m.error_address_empty(),

  destinationAddressMemo: (values: ExchangeFormValues) =>
    values.to.requiresMemo && !values.noMemo && !values.destinationAddressMemo.trim()
      ? m.error_memo_required()
      : undefined,

  refundAddress: (values: ExchangeFormValues) => {
    if (values.rateMode !== 'FIXED') return undefined
    const refund = values.refundAddress.trim()
    if (!refund) return m.error_address_empty()
    if (refund === values.destinationAddress.trim()) return m.error_address_must_be_different()
    return undefined
  },

  userEmail: (values: ExchangeFormValues) => {
    const email = values.userEmail.trim()
    return email && !isEmail(email) ? m.error_email_invalid() : undefined
  },

  acceptTerms: (values: ExchangeFormValues) => (values.acceptTerms ? undefined : m.error_agree_terms()),
} satisfies Partial<Record<keyof ExchangeFormValues, (values: ExchangeFormValues) => string | undefined>>

/** The server's answer on an address, as a message: §5 error_address_incorrect, a specific reject code as is. */
export function addressCheckMessage(answer: { result: boolean; code?: string | null }): string | undefined {
  if (answer.result) return undefined
  return answer.code && answer.code !== 'address_incorrect' ? answer.code : m.error_address_incorrect()
}
