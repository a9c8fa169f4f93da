import type { Instrument } from '@sdk/gen/api/types.gen'
import { Skeleton } from '@/components/ui/skeleton'
import { VisuallyHidden } from '@/components/ui/visually-hidden'
import { ErrorText } from '@/lib/error-text'
import { formatAmount } from '@/lib/format/format'
import { m } from '@/paraglide/messages.js'
import styles from '../components/exchange-form.module.css'
import type { QuoteView } from './quote-view'

/**
 * The live rate and the network fee, in a box of fixed height so nothing moves when a rate arrives; a skeleton
 * until the first one, then the last rate (dimmed) while the next loads. The pair's problem, if any, instead.
 */
export function RateSummary({ view, from, to }: { view: QuoteView; from: Instrument; to: Instrument }) {
  const { outcome, shown, loading } = view
  const problem =
    outcome?.kind === 'unsupported' ? (
      outcome.error ? (
        <ErrorText error={outcome.error} />
      ) : (
        m.error_pair_unsupported()
      )
    ) : outcome?.kind === 'unavailable' ? (
      <ErrorText error={outcome.error} />
    ) : null
  return (
    <div className={styles.rate} aria-busy={loading || undefined}>
      {problem ? (
        <p className={styles.rateProblem} role="alert">
          {problem}
        </p>
      ) : shown ? (
        <div className={styles.rateLines} data-stale={loading || undefined}>
          <p>
            {m.exchange_rate_line({
              from: from.currencyTitle,
              price: formatAmount(shown.price, to.precisionDecimals),
              to: to.currencyTitle,
            })}
          </p>
          <p className={styles.muted}>
            {m.exchange_network_fee({
              amount: `${formatAmount(shown.finalNetworkFeeAmount, to.precisionDecimals)} ${to.currencyTitle}`,
            })}
          </p>
        </div>
      ) : loading ? (
        <div className={styles.rateLines}>
          <Skeleton shape="text" width="60%" />
          <Skeleton shape="text" width="40%" />
          <VisuallyHidden>{m.exchange_rate_loading()}</VisuallyHidden>
        </div>
      ) : null}
    </div>
  )
}
