import { useQuery } from '@tanstack/react-query'
import { Skeleton } from '@/components/ui/skeleton'
import { cx } from '@/lib/class-names'
import { intlLocale } from '@/lib/format'
import { m } from '@/paraglide/messages.js'
import { publicStatsQueryOptions } from '../queries'
import layout from './home-layout.module.css'
import styles from './public-stats.module.css'

const count = (value: number) => new Intl.NumberFormat(intlLocale()).format(value)
const usd = (value: number) =>
  new Intl.NumberFormat(intlLocale(), {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(value)
const minutes = (seconds: number) =>
  new Intl.NumberFormat(intlLocale(), { style: 'unit', unit: 'minute', maximumFractionDigits: 0 }).format(
    Math.max(1, Math.round(seconds / 60)),
  )

/** The service's public figures (getPublicStats); the section keeps its size while they load or when they fail. */
export function PublicStats() {
  const { data, isError } = useQuery(publicStatsQueryOptions())
  const figures = data && [
    { label: m.home_stats_orders(), value: count(data.ordersCompleted) },
    { label: m.home_stats_volume(), value: usd(data.volume24hUsd) },
    { label: m.home_stats_instruments(), value: count(data.instrumentsCount) },
    { label: m.home_stats_average_time(), value: minutes(data.averageSwapSeconds) },
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
          {(figures ?? [0, 1, 2, 3].map(() => null)).map((figure, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: four fixed slots, in a fixed order
            <div key={index} className={styles.figure}>
              {figure ? (
                <>
                  <dt className={styles.label}>{figure.label}</dt>
                  <dd className={styles.value}>{figure.value}</dd>
                </>
              ) : (
                <Skeleton height="var(--space-12)" />
              )}
            </div>
          ))}
        </dl>
      )}
    </section>
  )
}
