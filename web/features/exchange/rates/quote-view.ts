import type { Instrument, PairData } from '@sdk/gen/api/types.gen'
import type { ApiError } from '@sdk/runtime/api-error'
import { parseAmount, plainAmount } from '@/domain/amount'
import { formatAmount } from '@/lib/format/format'
import { m } from '@/paraglide/messages.js'
import { type AmountLimits, limitBroken } from './pair-facts'
import { type RateOutcome, rateFailureOutcome } from './rate-outcome'
import type { QuoteInput } from './rate-params'
import type { RateAnswer } from './use-live-rate'

export interface QuoteView {
  /** The answer to the current question, or null while it loads. */
  outcome: RateOutcome | null
  /** The quote to show: the current one, else (dimmed, while loading or out of range) the pair's last one. */
  shown: PairData | null
  loading: boolean
  /** The amount of the side that was not typed, as plain text ('' when unknown). */
  otherAmount: string
  /**
   * Why the typed amount cannot be exchanged (docs/product.md §5 min/max): its text, or the server's answer when no limit is
   * known to word it with (shown through the one error table), or null.
   */
  amountError: string | ApiError | null
}

export interface QuoteFacts {
  /** The answer to the current question (use-live-rate.ts). */
  answer: RateAnswer
  /** The pair's last quote in this rate mode (pair-facts.ts lastQuote). */
  previous: PairData | null
  /** What the pair takes on the typed side (pair-facts.ts pairLimits). */
  limits: AmountLimits | null
}

const limitText = (limit: number, instrument: Instrument) =>
  `${formatAmount(limit, instrument.precisionDecimals)} ${instrument.currencyTitle}`

/** Everything the form shows about the rate: the one place a rate answer is reshaped for the screen. */
export function quoteView(input: QuoteInput, { answer, previous, limits }: QuoteFacts): QuoteView {
  const pricing = input.from.slug !== input.to.slug
  const outcome: RateOutcome | null =
    answer?.kind === 'quote' ? answer : answer?.kind === 'error' ? rateFailureOutcome(answer.error) : null
  const quote = outcome?.kind === 'quote' ? outcome.data : null
  // While the next answer loads, or when the amount is out of range, the pair's last rate still informs.
  const keepPrevious = !outcome || outcome.kind === 'amount-limit'
  const shown = quote ?? (pricing && keepPrevious ? previous : null)
  const typedAmount = parseAmount(input.amount)
  const typed = input.typedSide === 'from' ? input.from : input.to
  const other = input.typedSide === 'from' ? input.to : input.from

  let amountError: string | ApiError | null = null
  const broken = pricing ? limitBroken(typedAmount, limits) : null
  if (broken && limits) {
    const amount = limitText((broken === 'min' ? limits.min : limits.max) as number, typed)
    amountError = broken === 'min' ? m.error_min_amount({ amount }) : m.error_max_amount({ amount })
  } else if (outcome?.kind === 'amount-limit') {
    amountError = outcome.error
  }

  const otherValue = quote ? (input.typedSide === 'from' ? quote.amountToGet : quote.amountToGive) : null
  return {
    outcome,
    shown,
    loading: pricing && !outcome,
    otherAmount:
      typedAmount === null || otherValue === null || amountError
        ? ''
        : plainAmount(otherValue, other.precisionDecimals),
    amountError,
  }
}
