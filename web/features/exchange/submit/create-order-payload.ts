import type { CreateOrderRequest, Instrument, PairData, UtmData } from '@sdk/gen/api/types.gen'
import { parseAmount } from '@/domain/amount'
import { addressToSend, type OrderFields } from '../forms/order-form'
import type { CalculatorValues } from '../selection/calculator'

/** Everything the exchange form submits: the calculator and the order fields. */
export type ExchangeValues = CalculatorValues & OrderFields

/** The parts of the form an order is made of: all of it but the computed receive amount and the terms box. */
export type OrderInput = Omit<ExchangeValues, 'amountTo' | 'acceptTerms'>

export interface OrderContext {
  /** The live quote the order is claimed at. */
  quote: PairData
  referrerId: string | null
  utmData: UtmData | null
  browserFingerprint: string
}

const ref = (instrument: Instrument) => ({
  currencyTitle: instrument.currencyTitle,
  networkTitle: instrument.networkTitle,
  slug: instrument.slug,
})

/**
 * The create-order payload (docs/product.md §3) without the idempotency key. The deposit amount is the typed send amount,
 * or the quote's amountToGive when the receive side was typed; rate and network fee come from the quote.
 */
export function orderPayload(
  input: OrderInput,
  context: OrderContext,
): Omit<CreateOrderRequest, 'idempotencyKey'> {
  const { quote } = context
  const typedFrom = input.typedSide === 'from' ? parseAmount(input.amountFrom) : null
  const memoNeeded = input.to.requiresMemo
  const memo = input.destinationAddressMemo.trim()
  const fixed = input.rateMode === 'FIXED'
  const refundMemo = input.refundAddressMemo.trim()
  const email = input.userEmail.trim()
  return {
    rateMode: input.rateMode,
    instrumentFrom: ref(input.from),
    instrumentTo: ref(input.to),
    destinationAddress: addressToSend(input.to, input.destinationAddress),
    ...(memoNeeded && input.noMemo ? { noMemo: true } : {}),
    ...(memoNeeded && !input.noMemo && memo ? { destinationAddressMemo: memo } : {}),
    ...(fixed ? { refundAddress: input.refundAddress.trim() } : {}),
    ...(fixed && input.from.requiresMemo && refundMemo ? { refundAddressMemo: refundMemo } : {}),
    claimedPublicRate: quote.price,
    claimedNetworkFee: quote.finalNetworkFeeAmount,
    claimedDepositAmount: typedFrom ?? quote.amountToGive,
    ...(email ? { userEmail: email } : {}),
    ...(context.referrerId ? { referrerId: context.referrerId } : {}),
    ...(context.utmData ? { utmData: context.utmData } : {}),
    browserFingerprint: context.browserFingerprint,
  }
}

/** What makes two attempts the same order (the live rate, fee and tracking data may move between them). */
export function orderSubstance(payload: Omit<CreateOrderRequest, 'idempotencyKey'>): string {
  const {
    claimedPublicRate: _rate,
    claimedNetworkFee: _fee,
    utmData: _utm,
    browserFingerprint: _fp,
    ...rest
  } = payload
  // orderPayload builds its object in one fixed key order, so the text is stable.
  return JSON.stringify(rest)
}

/** Idempotency keys for order creation: one key per order the user means to make. */
export function createIdempotencyKeys(makeKey: () => string = () => crypto.randomUUID()) {
  let pending: { substance: string; key: string } | null = null
  return {
    /** The key for an attempt at this order. */
    keyFor(substance: string): string {
      if (pending?.substance !== substance) pending = { substance, key: makeKey() }
      return pending.key
    },
    /** The attempt settled (created, or refused for good): the next attempt is a new order. */
    release(): void {
      pending = null
    },
  }
}

export type IdempotencyKeys = ReturnType<typeof createIdempotencyKeys>
