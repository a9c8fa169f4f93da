import type { TransferStatus, WalletHistoryItem, WalletTransferKind } from '@sdk/gen/api/types.gen'
import { CoinLogo } from '@/components/ui/coin-logo'
import { instrumentLabel } from '@/domain/instrument-label'
import { useInstrumentPrecision } from '@/domain/use-instruments'
import { formatAmount, formatDate } from '@/lib/format/format'
import { m } from '@/paraglide/messages.js'
import { useCoinOf } from '../use-coin-of'
import styles from './ledger.module.css'

const KIND_TEXT: Record<WalletTransferKind, () => string> = {
  deposit: m.wallet_kind_deposit,
  withdrawal: m.wallet_kind_withdrawal,
}

const STATUS_TEXT: Record<TransferStatus, () => string> = {
  pending: m.wallet_status_pending,
  completed: m.wallet_status_completed,
  failed: m.wallet_status_failed,
}

/** One deposit or withdrawal: what, how much of which coin, its state, when, and the address. */
export function WalletHistoryRow({ item }: { item: WalletHistoryItem }) {
  const precisionOf = useInstrumentPrecision()
  const coinOf = useCoinOf()
  const sign = item.kind === 'deposit' ? '+' : '−'
  return (
    <li className={styles.row} data-layout="four">
      <span className={styles.coin}>
        <CoinLogo coin={coinOf(item)} />
        {/* The dot stays on the kind's line: alone on a line of its own, it read as a bullet. */}
        {KIND_TEXT[item.kind]()}
        {'\u00a0· '}
        {instrumentLabel(item)}
      </span>
      <span className={styles.amount}>
        {sign}
        {formatAmount(item.amount, precisionOf(item))} {item.currencyTitle}
      </span>
      <time className={styles.muted} dateTime={item.createdAt}>
        {formatDate(item.createdAt, 'dateTime')}
      </time>
      <span className={styles.status} data-tone={item.status}>
        {STATUS_TEXT[item.status]()}
      </span>
      <p className={styles.wide}>{m.wallet_address({ address: item.address })}</p>
    </li>
  )
}
