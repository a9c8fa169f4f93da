import { Link } from '@tanstack/react-router'
import { Dialog } from 'radix-ui'
import { Button } from '@/components/ui/button'
import { CloseIcon } from '@/components/ui/content-icons'
import { IconButton } from '@/components/ui/icon-button'
import { m } from '@/paraglide/messages.js'
import styles from '../components/exchange-form.module.css'

export interface NotSupportedPairDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  pairName: string
  /** Closes the popup and opens the receive picker. */
  onChooseOther: () => void
}

/** docs/product.md §2 "not-supported-pair popup" (§8: ERR_PAIR_NOT_ACTIVE, ERR_NO_LIQUIDITY_AVAILABLE). Loaded on first open. */
export function NotSupportedPairDialog({
  open,
  onOpenChange,
  pairName,
  onChooseOther,
}: NotSupportedPairDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog}>
          <div className={styles.dialogHeader}>
            <Dialog.Title className={styles.dialogTitle}>
              {m.exchange_unsupported_title({ pair: pairName })}
            </Dialog.Title>
            <Dialog.Close asChild>
              <IconButton label={m.exchange_close()}>
                <CloseIcon />
              </IconButton>
            </Dialog.Close>
          </div>
          <Dialog.Description className={styles.muted}>{m.error_pair_unsupported()}</Dialog.Description>
          <div className={styles.dialogActions}>
            <Button onClick={onChooseOther}>{m.exchange_unsupported_choose()}</Button>
            <Link to="/popular-exchanges" className={styles.textLink} onClick={() => onOpenChange(false)}>
              {m.exchange_unsupported_popular()}
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
