import { Button } from '@/components/ui/button'
import { Callout } from '@/components/ui/callout'
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
 * What the last submit said: an error (role alert), a notice (role status), or, for a fiat order, the way on to
 * the card provider's page, to pay or (a sale) to receive the payout (the allow-listed redirect modal, opened
 * again by the button). The region is always there, so screen readers hear what is put into it.
 */
export function FormFeedback({
  feedback,
  onOpenRedirect,
}: {
  feedback: Feedback | null
  onOpenRedirect: () => void
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
            <span>{readyText[feedback.purpose].ready()}</span>{' '}
            <Button variant="secondary" onClick={onOpenRedirect}>
              {readyText[feedback.purpose].link()}
            </Button>
          </Callout>
        )}
      </div>
    </div>
  )
}
