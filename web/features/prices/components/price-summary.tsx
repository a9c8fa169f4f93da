import type { Instrument } from '@sdk/gen/api/types.gen'
import { Link } from '@tanstack/react-router'
import { CoinLogo } from '@/components/ui/coin-logo'
import { hasNetwork } from '@/domain/instrument-label'
import { m } from '@/paraglide/messages.js'
import { formatUsdPrice } from '../price-format'
import { fiatName } from '../price-naming'
import styles from './price-summary.module.css'

/**
 * The instrument's current USD price, its name (and network, for a token; a fiat currency has none, and its name is
 * in the page's language), and the way back to every price.
 */
export function PriceSummary({ instrument }: { instrument: Instrument }) {
  return (
    <div className={styles.root}>
      <CoinLogo coin={instrument} className={styles.logo} />
      <div className={styles.facts}>
        <p className={styles.name}>
          {instrument.instrumentType === 'fiat'
            ? fiatName(instrument)
            : hasNetwork(instrument)
              ? m.prices_summary_name({
                  name: instrument.currencyFriendlyTitle,
                  network: instrument.networkTitle,
                })
              : instrument.currencyFriendlyTitle}
        </p>
        <p className={styles.price} aria-live="polite">
          <span className={styles.label}>{m.prices_summary_price_label()}</span>{' '}
          <data value={instrument.price}>{formatUsdPrice(instrument.price)}</data>
        </p>
      </div>
      <Link to="/price" className={styles.back}>
        {m.prices_all_prices()}
      </Link>
    </div>
  )
}
