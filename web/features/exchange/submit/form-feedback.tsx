import { Button } from '@/components/ui/button'
import { Callout } from '@/components/ui/callout'
import { CloseIcon } from '@/components/ui/content-icons'
import { IconButton } from '@/components/ui/icon-button'
import type { RedirectPurpose } from '@/components/ui/redirect-dialog'
import { m } from '@/paraglide/messages.js'
import styles from '../components/exchange-form.module.css'
import type { Feedback } from './submit-outcome'

/** A card order's notice: ready for payment (a buy), or for the payout to the card at the provider (a sale). */
const readyText = {
  payment: { ready: m.exchange_redirect_ready, link: m.exchange_redirect_link },
  payout: { ready: m.exchange_redirect_ready_payout, link: m.exchange_redirect_link_payout },
} satisfies Record<RedirectPurpose, unknown>

/**
 * What the last submit said: an error (role alert), a notice (role status), or, for a fiat order, the way on to the
 * card provider's page, to pay or (a sale) to receive the payout (the allow-listed redirect modal, opened again by
 * the button), which the user can dismiss.
 */
export function FormFeedback({
  feedback,
  onOpenRedirect,
  onDismiss,
}: {
  feedback: Feedback | null
  onOpenRedirect: () => void
  /** The card order's notice is dismissed: the caller stops keeping it and moves focus on (the button is gone). */
  onDismiss: () => void
}) {
  return (
    <div className={styles.feedback}>
      <div role="alert">
        {feedback?.tone === 'error' && <Callout tone="danger">{feedback.message}</Callout>}
      </div>
      <div role="status">
        {feedback?.tone === 'notice' && <Callout tone="warning">{feedback.message}</Callout>}
        {feedback?.tone === 'redirect' && (
          <Callout tone="warning">
            <span className={styles.redirectNotice}>
              <span>{readyText[feedback.purpose].ready()}</span>{' '}
              <Button variant="secondary" onClick={onOpenRedirect}>
                {readyText[feedback.purpose].link()}
              </Button>
            </span>
            <IconButton
              className={styles.dismissNotice}
              label={m.exchange_redirect_dismiss()}
              onClick={onDismiss}
            >
              <CloseIcon />
            </IconButton>
          </Callout>
        )}
      </div>
    </div>
  )
}
