import type { RateMode } from '@sdk/gen/api/types.gen'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { parseAmount } from '@/domain/amount'
import { formatAmount } from '@/lib/format/format'
import { recommendedAmountQueryOptions } from '../queries'
import type { AmountLimits } from '../rates/pair-facts'
import { typedAmount } from './calculator'
import { amountWithinLimits } from './start-amount'
import type { useCalculator } from './use-calculator'

/**
 * "a pair page never opens on an error": while the amount is one the page started with (the default 500, or the
 * URL's) and the pair does not take it, the form hides the error, asks for the pair's recommended amount and moves
 * the amount there, or to the nearest limit (start-amount.ts); `note` names the amount it started from, said quietly
 * until the user edits.
 */
export function useStartAmount(
  calc: ReturnType<typeof useCalculator>,
  rateMode: RateMode,
  outOfRange: boolean,
  userInField: boolean,
  limits: AmountLimits | null,
  movedIntoLimits: boolean,
) {
  const { from, to, typedSide } = calc.state
  const typed = calc.state[typedSide]
  const noteOf = (amount: string) => `${formatAmount(amount, typed.precisionDecimals)} ${typed.currencyTitle}`
  const adjusting = !calc.typed && !userInField && !calc.settling && outOfRange
  const recommended = useQuery({ ...recommendedAmountQueryOptions(from, to, rateMode), enabled: adjusting })
  const waiting = adjusting && typedSide === 'from' && recommended.isPending
  const target =
    adjusting && !waiting
      ? amountWithinLimits({
          amount: parseAmount(calc.priced.amount) ?? 0,
          limits,
          typedSide,
          typed,
          recommended: recommended.data?.recommendedAmount ?? null,
        })
      : null
  const [note, setNote] = useState(() => (movedIntoLimits ? noteOf(typedAmount(calc.state)) : null))
  // biome-ignore lint/correctness/useExhaustiveDependencies: moves the amount once per answer that breaks a limit.
  useEffect(() => {
    if (target === null) return
    calc.fill(typedSide, target, { byUser: false })
    setNote(noteOf(target))
  }, [target])
  return { adjusting, note, clearNote: () => setNote(null) }
}
