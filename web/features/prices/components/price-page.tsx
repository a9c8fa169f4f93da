import type { Instrument, PriceHistoryRange } from '@sdk/gen/api/types.gen'
import { Card } from '@/components/ui/card'
import { coinLabel } from '../price-naming'
import { PriceChart } from './price-chart'
import { PriceConverter } from './price-converter'
import styles from './price-page.module.css'
import { PriceSummary } from './price-summary'
import { type PairParams, SwapPartners } from './swap-partners'

type PricePageProps = {
  instrument: Instrument
  range: PriceHistoryRange
  onRangeChange: (range: PriceHistoryRange) => void
  pairParams: PairParams
}

/** /price/{symbol}: the price, its chart, the converter and the pairs to swap it in. */
export function PricePage({ instrument, range, onRangeChange, pairParams }: PricePageProps) {
  // The page's own coin named as its heading names it: 'USDT (TRC20)', so 'USDT (ERC20) → USDT (TRC20)' is not
  // 'USDT (ERC20) → USDT'.
  const label = coinLabel(instrument)
  return (
    <div className={styles.root}>
      <PriceSummary instrument={instrument} />
      <div className={styles.grid}>
        <Card className={styles.chart}>
          <PriceChart symbol={instrument.slug} ticker={label} range={range} onRangeChange={onRangeChange} />
        </Card>
        <Card className={styles.converter}>
          <PriceConverter instrument={instrument} />
        </Card>
      </div>
      <SwapPartners symbol={instrument.slug} ticker={label} pairParams={pairParams} />
    </div>
  )
}
