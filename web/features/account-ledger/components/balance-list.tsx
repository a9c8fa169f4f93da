import type { WalletBalance } from '@sdk/gen/api/types.gen'
import { CoinLogo } from '@/components/ui/coin-logo'
import { instrumentLabel } from '@/domain/instrument-label'
import { useInstrumentPrecision } from '@/domain/use-instruments'
import { formatAmount, formatFiat } from '@/lib/format/format'
import { m } from '@/paraglide/messages.js'
import { useCoinOf } from '../use-coin-of'
import styles from './ledger.module.css'

/** One balance list (account or deposit addresses): per coin and network, the amount and its value in USD. */
export function BalanceList({ title, balances }: { title: string; balances: WalletBalance[] }) {
  const precisionOf = useInstrumentPrecision()
  const coinOf = useCoinOf()
  return (
    <div className={styles.group}>
      <h3 className={styles.subtitle}>{title}</h3>
      {balances.length === 0 ? (
        <p className={styles.muted}>{m.wallet_balances_empty()}</p>
      ) : (
        <ul className={styles.rows} aria-label={title}>
          {balances.map((balance) => (
            <li key={`${balance.currencyTitle}|${balance.networkTitle}`} className={styles.row}>
              <span className={styles.coin}>
                <CoinLogo coin={coinOf(balance)} />
                {instrumentLabel(balance)}
              </span>
              <span className={styles.amount}>
                {formatAmount(balance.amount, precisionOf(balance))} {balance.currencyTitle}
              </span>
              <span className={`${styles.muted} ${styles.wide}`}>
                {m.wallet_usd_value({ value: formatFiat(balance.usdValue, 'USD') })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
