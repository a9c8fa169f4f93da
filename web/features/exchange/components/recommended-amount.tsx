import type { Instrument, RateMode } from '@sdk/gen/api/types.gen'
import { useQuery } from '@tanstack/react-query'
import { plainAmount } from '@/domain/amount'
import { formatAmount } from '@/lib/format/format'
import { m } from '@/paraglide/messages.js'
import { recommendedAmountQueryOptions } from '../queries'
import styles from './exchange-form.module.css'

/** The pair's recommended amount (getRecommendedAmount), offered as a one-tap fill of the send amount. */
export function RecommendedAmount({
  from,
  to,
  rateMode,
  onUse,
}: {
  from: Instrument
  to: Instrument
  rateMode: RateMode
  onUse: (amount: string) => void
}) {
  const { data } = useQuery(recommendedAmountQueryOptions(from, to, rateMode))
  if (!data) return null
  const amount = data.recommendedAmount
  return (
    <button
      type="button"
      className={styles.fill}
      onClick={() => onUse(plainAmount(amount, from.precisionDecimals))}
    >
      {m.exchange_recommended_fill({
        amount: `${formatAmount(amount, from.precisionDecimals)} ${from.currencyTitle}`,
      })}
    </button>
  )
}
