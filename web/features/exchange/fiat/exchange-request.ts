import type { ExchangeRequest, ExchangeRequestReceipt } from '@sdk/gen/api/types.gen'
import { isApiError } from '@sdk/runtime/api-error'
import { parseAmount } from '@/domain/amount'
import { errorMessage } from '@/lib/error-message'
import { toast } from '@/lib/notifications'
import { typedAmount } from '../selection/calculator'
import { createFailureOutcome } from '../submit/create-order-outcome'
import type { ExchangeValues } from '../submit/create-order-payload'
import { feedbackOutcome, type SubmitOutcome } from '../submit/submit-outcome'
import { isFiatPair } from './fiat-rules'

/** The call: the generated mutation's mutateAsync (useMutation with createExchangeRequestMutation()). */
export type RegisterExchangeCall = (variables: { body: ExchangeRequest }) => Promise<ExchangeRequestReceipt>

/**
 * The account layer's exchange request (createExchangeRequest) for what the form holds: the amount as typed, in the
 * typed side's currency, so a limit it names is in the instrument the user typed (as a rate's is).
 */
export function exchangeRequestBody(input: ExchangeValues, referrerId: string | null): ExchangeRequest {
  const typedTo = input.typedSide === 'to'
  return {
    instrumentFromSlug: input.from.slug,
    instrumentToSlug: input.to.slug,
    claimedDepositAmount: parseAmount(typedAmount(input)) ?? 0,
    claimedDepositAmountCurrency: (typedTo ? input.to : input.from).currencyTitle,
    rateMode: input.rateMode,
    ...(referrerId ? { referrerId } : {}),
    exchangeType: isFiatPair(input.from, input.to) ? 'fiat' : 'crypto',
  }
}

/**
 * Registers a fiat order's exchange request before the identity check (docs/product.md "Exchange request"), so a
 * pair, amount or account the backend refuses is said before the long KYC, as an order create's refusal would be:
 * null once registered, else what the form does.
 */
export async function registerExchangeRequest(
  input: ExchangeValues,
  referrerId: string | null,
  register: RegisterExchangeCall,
): Promise<SubmitOutcome | null> {
  try {
    await register({ body: exchangeRequestBody(input, referrerId) })
    return null
  } catch (error) {
    // The SDK fails only with an ApiError; anything else is a bug and must surface.
    if (!isApiError(error)) throw error
    const outcome = createFailureOutcome(error, false)
    switch (outcome.kind) {
      case 'amount-limit':
        return { kind: 'amount-limit', bound: outcome.bound, limit: outcome.limit, message: outcome.message }
      case 'pair-unsupported':
        return { kind: 'pair-unsupported' }
      case 'force-floating':
        return { kind: 'force-floating', message: outcome.message }
      case 'toast':
        toast({ type: 'error', message: outcome.message, traceId: error.traceId })
        return { kind: 'done' }
      default:
        return feedbackOutcome('error', errorMessage(error))
    }
  }
}
