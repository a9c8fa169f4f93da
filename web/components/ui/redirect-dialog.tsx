import { Dialog } from 'radix-ui'
import { Button } from '@/components/ui/button'
import { m } from '@/paraglide/messages.js'
import { allowedRedirect, redirectAllowedHosts } from '../redirect-allow-list'
import styles from './redirect-dialog.module.css'

export interface RedirectDialogProps {
  url: string
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Leaves the app for the provider's page (a full page load). Replaceable in tests. */
  leave?: (href: string) => void
  /** The hosts allowed; the built-in list plus VITE_REDIRECT_ALLOWED_HOSTS by default. */
  allowedHosts?: readonly string[]
}

const leavePage = (href: string) => window.location.assign(href)

/**
 * The redirect modal (spec §2) for an order's payment page. It only ever navigates to an https URL on an
 * allow-listed host; anything else shows an error and offers no way on.
 */
export function RedirectDialog({
  url,
  open,
  onOpenChange,
  leave = leavePage,
  allowedHosts = redirectAllowedHosts(),
}: RedirectDialogProps) {
  const target = allowedRedirect(url, allowedHosts)
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content}>
          <Dialog.Title className={styles.title}>{m.order_redirect_title()}</Dialog.Title>
          {target ? (
            <Dialog.Description>{m.order_redirect_description({ host: target.host })}</Dialog.Description>
          ) : (
            <Dialog.Description className={styles.error} role="alert">
              {m.order_redirect_blocked()}
            </Dialog.Description>
          )}
          <div className={styles.actions}>
            {target && <Button onClick={() => leave(target.href)}>{m.order_redirect_continue()}</Button>}
            <Dialog.Close asChild>
              <Button variant="secondary">{m.order_redirect_close()}</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
