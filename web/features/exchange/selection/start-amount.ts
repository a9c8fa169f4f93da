import type { Instrument } from '@sdk/gen/api/types.gen'
import type { QueryClient } from '@tanstack/react-query'
import { plainAmount } from '@/domain/amount'
import type { TypedSide } from './exchange-search'

/** What the pair takes, in the typed side's instrument. */
interface Limits {
  min: number | null
  max: number | null
}

/**
 * "a pair page never opens on an error": the amount to start from when the page's amount (the default 500, or the
 * URL's) is outside the pair's limits.
 */
export function amountWithinLimits(args: {
  amount: number
  limits: Limits | null
  typedSide: TypedSide
  typed: Pick<Instrument, 'precisionDecimals'>
  recommended: number | null
}): string | null {
  const { amount, limits, typedSide, typed, recommended } = args
  if (!limits) return null
  const within = (value: number) =>
    (limits.min === null || value >= limits.min) && (limits.max === null || value <= limits.max)
  if (typedSide === 'from' && recommended !== null && within(recommended)) {
    return plainAmount(recommended, typed.precisionDecimals)
  }
  const nearest = limits.min !== null && amount < limits.min ? limits.min : limits.max
  return nearest === null ? null : plainAmount(nearest, typed.precisionDecimals)
}

/** Where a pair page keeps the amount it starts from (decide-start-amount.ts; null: the default amount stands). */
export const startAmountQueryKey = (from: Pick<Instrument, 'slug'>, to: Pick<Instrument, 'slug'>) =>
  ['exchange-start-amount', from.slug, to.slug] as const

/** The amount the pair page's default amount was moved to before the form started, when it was (null otherwise). */
export const prerenderedStartAmount = (
  queryClient: QueryClient,
  from: Pick<Instrument, 'slug'>,
  to: Pick<Instrument, 'slug'>,
): string | null => queryClient.getQueryData<string>(startAmountQueryKey(from, to)) ?? null
