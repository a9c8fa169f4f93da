import { useQuery } from '@tanstack/react-query'
import { Skeleton } from '@/components/ui/skeleton'
import { cx } from '@/lib/class-names'
import { numberFormat } from '@/lib/format/format'
import { m } from '@/paraglide/messages.js'
import { publicStatsQueryOptions } from '../queries'
import layout from './home-layout.module.css'
import styles from './public-stats.module.css'

const count = (value: number) => numberFormat({}).format(value)
const usd = (value: number) =>
  numberFormat({ style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 }).format(
    value,
  )
const minutes = (seconds: number) =>
  numberFormat({ style: 'unit', unit: 'minute', maximumFractionDigits: 0 }).format(
    Math.max(1, Math.round(seconds / 60)),
  )

/** The service's public figures (getPublicStats); the section keeps its size while they load or when they fail. */
export function PublicStats() {
  const { data, isError } = useQuery(publicStatsQueryOptions())
  // The labels show at once; only the values wait, each in a placeholder one line of its own size, so nothing
  // moves when they arrive.
  const figures = [
    { label: m.home_stats_orders(), value: data && count(data.ordersCompleted) },
    { label: m.home_stats_volume(), value: data && usd(data.volume24hUsd) },
    { label: m.home_stats_instruments(), value: data && count(data.instrumentsCount) },
    { label: m.home_stats_average_time(), value: data && minutes(data.averageSwapSeconds) },
  ]
  return (
    <section
      className={cx(layout.section, layout.stats)}
      aria-labelledby="home-stats-title"
      aria-busy={!data && !isError ? true : undefined}
    >
      <h2 id="home-stats-title" className={layout.heading}>
        {m.home_stats_title()}
      </h2>
      {isError && !data ? (
        <p className={styles.unavailable}>{m.home_stats_unavailable()}</p>
      ) : (
        <dl className={styles.figures}>
          {figures.map((figure) => (
            <div key={figure.label} className={styles.figure}>
              <dt className={styles.label}>{figure.label}</dt>
              <dd className={styles.value}>{figure.value ?? <Skeleton width="60%" height="1lh" still />}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  )
}
