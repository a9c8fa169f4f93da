import type { AffiliateWithdrawal } from '@sdk/gen/api/types.gen'
import { RedirectDialogFrame } from '@/components/ui/redirect-dialog'
import { useInstrumentPrecision } from '@/domain/use-instruments'
import { formatAmount } from '@/lib/format/format'
import { m } from '@/paraglide/messages.js'
import styles from './withdraw.module.css'

/** docs/product.md §2 "withdrawal success modal": the amount and the address the accepted withdrawal goes to. */
export function WithdrawalSuccessDialog({
  withdrawal,
  onClose,
}: {
  withdrawal: AffiliateWithdrawal | null
  onClose: () => void
}) {
  const precisionOf = useInstrumentPrecision()
  return (
    <RedirectDialogFrame
      open={withdrawal !== null}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={m.withdraw_success_title()}
      description={
        withdrawal
          ? m.withdraw_success_text({
              amount: formatAmount(withdrawal.amount, precisionOf(withdrawal)),
              currency: withdrawal.currencyTitle,
            })
          : ''
      }
      closeLabel={m.withdraw_success_close()}
    >
      {withdrawal && (
        <p className={styles.address}>
          <span className={styles.muted}>{m.withdraw_success_address()}</span> {withdrawal.address}
        </p>
      )}
    </RedirectDialogFrame>
  )
}
