import type { Instrument, PairData, PairParams, RateMode } from '@sdk/gen/api/types.gen'
import { errorMessage } from '@/lib/error-message'
import { formatAmount } from '@/lib/format'
import { m } from '@/paraglide/messages.js'
import { parseAmount, plainAmount } from './amount'
import type { TypedSide } from './exchange-search'
import type { LiveRateSnapshot } from './live-rate-source'
import { limitBroken, pairDataAnswers, type RateOutcome, rateOutcome } from './rate-result'

/** What the rate depends on. */
export interface QuoteInput {
  from: Instrument
  to: Instrument
  rateMode: RateMode
  typedSide: TypedSide
  /** The typed side's amount, sanitised. */
  amount: string
}

/** The question for the rates socket / REST call; null when there is nothing to price (equal instruments). */
export function rateParamsFor(input: QuoteInput): PairParams | null {
  if (input.from.slug === input.to.slug) return null
  const amount = parseAmount(input.amount)
  const typed = input.typedSide === 'from' ? input.from : input.to
  return {
    instrumentFromCurrencyTitle: input.from.currencyTitle,
    instrumentFromNetworkTitle: input.from.networkTitle,
    instrumentToCurrencyTitle: input.to.currencyTitle,
    instrumentToNetworkTitle: input.to.networkTitle,
    rateMode: input.rateMode,
    ...(amount === null
      ? {}
      : { claimedDepositAmount: amount, claimedDepositAmountCurrency: typed.currencyTitle }),
  }
}

export interface QuoteView {
  /** The answer to the current question, or null while it loads. */
  outcome: RateOutcome | null
  /** The quote to show: the current one, else (dimmed, while loading) the last one of the same pair. */
  shown: PairData | null
  loading: boolean
  /** The amount of the side that was not typed, as its input shows it ('' when unknown). */
  otherAmount: string
  /** Why the typed amount cannot be exchanged (spec §5 min/max), or null. */
  amountError: string | null
  /** The quote an order can be created at: current and answering exactly what is typed. */
  orderQuote: PairData | null
}

const limitText = (limit: number, instrument: Instrument) =>
  `${formatAmount(limit, instrument.precisionDecimals)} ${instrument.currencyTitle}`

/** Everything the form shows about the rate, from the live-rate snapshot and what is typed. */
export function quoteView(
  input: QuoteInput,
  snapshot: LiveRateSnapshot,
  currentKey: string | null,
): QuoteView {
  const current = currentKey !== null && snapshot.key === currentKey
  const outcome = current && snapshot.result ? rateOutcome(snapshot.result) : null
  const quote = outcome?.kind === 'quote' ? outcome.data : null
  const previous = snapshot.previous?.kind === 'quote' ? snapshot.previous.data : null
  const params = rateParamsFor(input)
  const samePair = (data: PairData) =>
    params !== null && pairDataAnswers({ ...params, claimedDepositAmount: undefined }, data)
  // While the next answer loads, or when the amount is out of range, the pair's last rate still informs.
  const keepPrevious = !outcome || outcome.kind === 'amount-limit'
  const shown = quote ?? (previous && keepPrevious && samePair(previous) ? previous : null)
  const typedAmount = parseAmount(input.amount)
  const other = input.typedSide === 'from' ? input.to : input.from
  const otherValue = shown ? (input.typedSide === 'from' ? shown.amountToGet : shown.amountToGive) : null
  const typed = input.typedSide === 'from' ? input.from : input.to

  let amountError: string | null = null
  const broken = current ? limitBroken(typedAmount, snapshot.limits) : null
  if (broken && snapshot.limits) {
    const limit = (broken === 'min' ? snapshot.limits.min : snapshot.limits.max) as number
    const amount = limitText(limit, typed)
    amountError = broken === 'min' ? m.error_min_amount({ amount }) : m.error_max_amount({ amount })
  } else if (outcome?.kind === 'amount-limit') {
    amountError = errorMessage(outcome.error)
  }

  const exact = quote !== null && params !== null && pairDataAnswers(params, quote)
  return {
    outcome,
    shown,
    loading: params !== null && !outcome,
    otherAmount:
      typedAmount === null || otherValue === null || amountError
        ? ''
        : plainAmount(otherValue, other.precisionDecimals),
    amountError,
    orderQuote: exact && typedAmount !== null && !amountError ? quote : null,
  }
}
