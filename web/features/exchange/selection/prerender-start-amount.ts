import type { Instrument } from '@sdk/gen/api/types.gen'
import { QueryClient } from '@tanstack/react-query'
import { EXCHANGE_DEFAULT_AMOUNT } from '@/config/constants'
import { parseAmount } from '@/lib/amount'
import { publicRateQueryOptions, recommendedAmountQueryOptions } from '../form-queries'
import { emptyPairMemory, limitBroken, pairLimits } from '../rates/pair-facts'
import { rateParamsFor } from '../rates/rate-params'
import { amountWithinLimits, startAmountQueryKey } from './start-amount'

/**
 * While a pair page is pre-rendered: the amount it starts from when the default 500 is outside the pair's limits
 * (issue 9 "a pair page never opens on an error"), decided as the form decides it in the browser
 * (use-start-amount.ts), and kept in the page's Query cache, which the HTML carries to the browser. So the first
 * HTML shows the amount the form will use, and the browser does not ask for a rate it will throw away, ask for the
 * recommended amount, and re-render the form once hydrated. The questions asked on the way go to a cache of their
 * own: a build's rates must not reach a visitor as live ones.
 */
export async function decideStartAmount(queryClient: QueryClient, from: Instrument, to: Instrument) {
  // The form's start: floating rate, the default amount on the send side (calculator.ts startCalculator).
  const rateMode = 'FLOATING'
  const params = rateParamsFor({ from, to, rateMode, typedSide: 'from', amount: EXCHANGE_DEFAULT_AMOUNT })
  if (!params) return
  const asked = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  await asked.fetchQuery(publicRateQueryOptions(params)).catch(() => null)
  const limits = pairLimits(asked, params, emptyPairMemory)
  const amount = parseAmount(EXCHANGE_DEFAULT_AMOUNT) ?? 0
  if (limitBroken(amount, limits) === null) return
  const recommended = await asked
    .fetchQuery(recommendedAmountQueryOptions(from, to, rateMode))
    .catch(() => null)
  const start = amountWithinLimits({
    amount,
    limits,
    typedSide: 'from',
    typed: from,
    recommended: recommended?.recommendedAmount ?? null,
  })
  if (start !== null) queryClient.setQueryData(startAmountQueryKey(from, to), start)
}
