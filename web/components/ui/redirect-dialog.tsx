import { Dialog } from 'radix-ui'
import { type ReactNode, useRef } from 'react'
import { Button, buttonClassName } from '@/components/ui/button'
import { allowedRedirect, redirectAllowedHosts } from '@/lib/safety/redirect-allow-list'
import { m } from '@/paraglide/messages.js'
import styles from './redirect-dialog.module.css'
import { returnFocus } from './return-focus'

export interface RedirectDialogFrameProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description: ReactNode
  descriptionIsError?: boolean
  children?: ReactNode
  actions?: ReactNode
  closeLabel: ReactNode
  // False: only its buttons close it, so a secret shown once is not lost to a stray key.
  dismissible?: boolean
  // Focus starts on the close button, so Enter does no harm before an irreversible action.
  focusClose?: boolean
}

const keepOpen = (event: Event) => event.preventDefault()

/** The redirect modal's frame (docs/product.md §2): title, description, optional content and actions. */
export function RedirectDialogFrame({
  open,
  onOpenChange,
  title,
  description,
  descriptionIsError = false,
  children,
  actions,
  closeLabel,
  dismissible = true,
  focusClose = false,
}: RedirectDialogFrameProps) {
  const opener = useRef<Element | null>(null)
  const close = useRef<HTMLButtonElement>(null)
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement
            if (!focusClose) return
            event.preventDefault()
            close.current?.focus()
          }}
          onCloseAutoFocus={(event) => {
            // Radix gives focus back only to a Dialog.Trigger, and these dialogs are opened by the page's own
            // buttons: without this, focus would land on <body> and the next Tab start again at the top.
            if (returnFocus(opener.current)) event.preventDefault()
          }}
          onEscapeKeyDown={dismissible ? undefined : keepOpen}
          onInteractOutside={dismissible ? undefined : keepOpen}
        >
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          {descriptionIsError ? (
            <Dialog.Description className={styles.error} role="alert">
              {description}
            </Dialog.Description>
          ) : (
            <Dialog.Description>{description}</Dialog.Description>
          )}
          {children}
          <div className={styles.actions}>
            {actions}
            <Dialog.Close asChild>
              <Button ref={close} variant="secondary">
                {closeLabel}
              </Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

export type RedirectPurpose = 'payment' | 'payout'

const redirectText = {
  payment: { description: m.order_redirect_description, continue: m.order_redirect_continue },
  payout: { description: m.order_redirect_description_payout, continue: m.order_redirect_continue_payout },
} satisfies Record<RedirectPurpose, unknown>

export interface RedirectDialogProps {
  url: string
  purpose: RedirectPurpose
  open: boolean
  onOpenChange: (open: boolean) => void
  allowedHosts?: readonly string[]
}

/**
 * The redirect modal (docs/product.md §2) for an order's page at the card provider (a payment, or for a sale the
 * payout): the order page's fiat order and the exchange form's new fiat order.
 */
export function RedirectDialog({
  url,
  purpose,
  open,
  onOpenChange,
  allowedHosts = redirectAllowedHosts(),
}: RedirectDialogProps) {
  const target = allowedRedirect(url, allowedHosts)
  const text = redirectText[purpose]
  return (
    <RedirectDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={m.order_redirect_title()}
      description={target ? text.description({ host: target.host }) : m.order_redirect_blocked()}
      descriptionIsError={!target}
      actions={
        target && (
          <a href={target.href} className={buttonClassName({})}>
            {text.continue()}
          </a>
        )
      }
      closeLabel={m.order_redirect_close()}
    />
  )
}
