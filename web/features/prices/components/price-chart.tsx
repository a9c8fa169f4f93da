import type { PriceHistoryRange } from '@sdk/gen/api/types.gen'
import { useQuery } from '@tanstack/react-query'
import { Suspense } from 'react'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { lazyPart } from '@/lib/connectivity/load-when-online'
import { errorMessage } from '@/lib/error-message'
import { FirstPaintMark, PRICE_CHART_HEAD_END } from '@/lib/hydration/first-screen'
import { m } from '@/paraglide/messages.js'
import { priceHistoryQueryOptions } from '../price-page-queries'
import { PRICE_RANGES } from '../price-search'
import styles from './price-chart.module.css'

/** uPlot and its canvas code load only when a price page shows a chart (not in the home page's first JS). */
const PriceChartCanvas = lazyPart(() =>
  import('./price-chart-canvas').then((module) => ({ default: module.PriceChartCanvas })),
)

const RANGE_LABELS: Record<PriceHistoryRange, () => string> = {
  '1d': m.prices_range_1d,
  '7d': m.prices_range_7d,
  '30d': m.prices_range_30d,
  '90d': m.prices_range_90d,
  '1y': m.prices_range_1y,
}

export type PriceChartProps = {
  symbol: string
  ticker: string
  range: PriceHistoryRange
  onRangeChange: (range: PriceHistoryRange) => void
}

/** The instrument's USD price over the chosen range; the previous range stays drawn while the next one loads. */
export function PriceChart({ symbol, ticker, range, onRangeChange }: PriceChartProps) {
  const history = useQuery({
    ...priceHistoryQueryOptions(symbol, range),
    placeholderData: (previous) => previous,
  })
  const placeholder = <Skeleton height="100%" className={styles.placeholder} />
  return (
    <section className={styles.root} aria-labelledby="price-chart-title">
      <div className={styles.head}>
        <h2 id="price-chart-title" className={styles.title}>
          {m.prices_chart_title({ ticker })}
        </h2>
        <fieldset className={styles.ranges}>
          <legend className={styles.legend}>{m.prices_range_label()}</legend>
          {PRICE_RANGES.map((option) => (
            <Button
              key={option}
              variant={option === range ? 'primary' : 'secondary'}
              aria-pressed={option === range}
              onClick={() => onRangeChange(option)}
            >
              {RANGE_LABELS[option]()}
            </Button>
          ))}
        </fieldset>
        <FirstPaintMark id={PRICE_CHART_HEAD_END} />
      </div>
      <div className={styles.plot} aria-busy={history.isFetching || undefined}>
        {history.data ? (
          <Suspense fallback={placeholder}>
            <PriceChartCanvas history={history.data} label={m.prices_chart_label({ ticker })} />
          </Suspense>
        ) : history.isError ? (
          <div className={styles.failed} role="alert">
            <p>{errorMessage(history.error)}</p>
            <Button variant="secondary" onClick={() => void history.refetch()}>
              {m.prices_chart_retry()}
            </Button>
          </div>
        ) : (
          placeholder
        )}
      </div>
    </section>
  )
}
