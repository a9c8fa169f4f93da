import { Dialog } from 'radix-ui'
import { Button } from '@/components/ui/button'
import { useAppForm } from '@/lib/form'
import { m } from '@/paraglide/messages.js'
import { orderAddressFormOptions } from '../forms/order-address-form'
import styles from '../telegram.module.css'

export interface OrderAddressDialogProps {
  orderId: string
  onOpen: (destinationAddress: string) => void
  onCancel: () => void
}

/**
 * The `order-<id>` shortcut when the order's destination address is not known (no session, or not among the
 * user's orders): the order page opens only with it (docs/product.md §2), so the user is asked for it.
 */
export function OrderAddressDialog({ orderId, onOpen, onCancel }: OrderAddressDialogProps) {
  const form = useAppForm({
    ...orderAddressFormOptions,
    onSubmit: ({ value }) => onOpen(value.destinationAddress.trim()),
  })
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog}>
          <Dialog.Title className={styles.dialogTitle}>{m.telegram_order_title({ orderId })}</Dialog.Title>
          <Dialog.Description className={styles.muted}>{m.telegram_order_description()}</Dialog.Description>
          <form
            className={styles.form}
            noValidate
            onSubmit={(event) => {
              event.preventDefault()
              void form.handleSubmit()
            }}
          >
            <form.AppField name="destinationAddress">
              {(field) => (
                <field.TextField
                  label={m.telegram_order_address_label()}
                  autoComplete="off"
                  spellCheck={false}
                />
              )}
            </form.AppField>
            <div className={styles.actions}>
              <Dialog.Close asChild>
                <Button type="button" variant="secondary">
                  {m.telegram_order_cancel()}
                </Button>
              </Dialog.Close>
              <form.AppForm>
                <form.SubmitButton>{m.telegram_order_submit()}</form.SubmitButton>
              </form.AppForm>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
