import { Button } from '@/components/ui/button'
import { Callout } from '@/components/ui/callout'
import { m } from '@/paraglide/messages.js'
import styles from '../components/exchange-form.module.css'
import type { Feedback } from './submit-outcome'

/**
 * What the last submit said: an error (role alert), a notice (role status), or, for a fiat order, the way on to
 * the payment provider (the allow-listed redirect modal, opened again by the button). The region is always
 * there, so screen readers hear what is put into it.
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
            <span>{m.exchange_redirect_ready()}</span>{' '}
            <Button variant="secondary" onClick={onOpenRedirect}>
              {m.exchange_redirect_link()}
            </Button>
          </Callout>
        )}
      </div>
    </div>
  )
}
