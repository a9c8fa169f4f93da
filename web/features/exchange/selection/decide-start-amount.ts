import type { Instrument } from '@sdk/gen/api/types.gen'
import { QueryClient, queryOptions } from '@tanstack/react-query'
import { EXCHANGE_DEFAULT_AMOUNT } from '@/config/constants'
import { parseAmount } from '@/domain/amount'
import { publicRateQueryOptions } from '../queries'
import { limitBroken } from '../rates/pair-facts'
import { rateParamsFor } from '../rates/rate-params'
import { quoteAnswers } from '../rates/rates-in-cache'
import { amountWithinLimits, startAmountQueryKey } from './start-amount'

/**
 * How long a pair page waits for its start amount before the form shows at the default amount (and moves it itself,
 * use-start-amount.ts): a rate that does not answer must not hold the page. Not in the spec.
 */
const START_AMOUNT_WAIT_MS = 3000

/**
 * "a pair page never opens on an error": the amount a pair page starts from when the default 500 is outside the
 * pair's limits, or null when 500 is within them (or nothing answered).
 */
async function startAmountFor(asked: QueryClient, from: Instrument, to: Instrument): Promise<string | null> {
  // The form's start: floating rate, the amount on the send side (calculator.ts startCalculator).
  const params = rateParamsFor({ from, to, rateMode: 'FLOATING', typedSide: 'from', amount: '' })
  if (!params) return null
  const quote = await asked.fetchQuery(publicRateQueryOptions(params)).catch(() => null)
  if (!quote) return null
  const limits = { min: quote.depositRules.minAmount, max: quote.depositRules.maxAmount }
  const amount = parseAmount(EXCHANGE_DEFAULT_AMOUNT) ?? 0
  if (limitBroken(amount, limits) === null) return null
  const start = amountWithinLimits({
    amount,
    limits,
    typedSide: 'from',
    typed: from,
    recommended: quote.amountToGive,
  })
  // An answer that priced the start amount itself (the recommended one) is that amount's rate too: the form shows
  // it at once instead of asking the same question again.
  const priced = start && rateParamsFor({ from, to, rateMode: 'FLOATING', typedSide: 'from', amount: start })
  if (priced && quoteAnswers(priced, quote))
    asked.setQueryData(publicRateQueryOptions(priced).queryKey, quote)
  return start
}

/**
 * The pair page's start amount as a query of the page's cache (start-amount.ts reads it as the form starts): the
 * route's loader fills it while pre-rendering, so the HTML shows the amount the form will use and the browser asks
 * nothing; on a client navigation the page waits for it (AwaitStartAmount) instead of showing 500 BTC and moving it.
 */
export const startAmountQueryOptions = (from: Instrument, to: Instrument, asked: QueryClient) =>
  queryOptions({
    queryKey: startAmountQueryKey(from, to),
    queryFn: () =>
      new Promise<string | null>((resolve) => {
        const timer = setTimeout(() => resolve(null), START_AMOUNT_WAIT_MS)
        void startAmountFor(asked, from, to).then((amount) => {
          clearTimeout(timer)
          resolve(amount)
        })
      }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })

/** While a pair page is pre-rendered (the route's loader): its start amount, decided into the page's cache. */
export async function decideStartAmount(queryClient: QueryClient, from: Instrument, to: Instrument) {
  const asked = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  await queryClient.ensureQueryData(startAmountQueryOptions(from, to, asked))
}
