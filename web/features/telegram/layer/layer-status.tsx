import { Button } from '@/components/ui/button'
import { Callout } from '@/components/ui/callout'
import { VisuallyHidden } from '@/components/ui/visually-hidden'
import { m } from '@/paraglide/messages.js'
import styles from '../telegram.module.css'
import type { TelegramState } from '../telegram-state'

/**
 * What the messenger layer tells the user about its start: nothing once signed in; a spoken notice while it signs in;
 * an alert when the launch data cannot be read, was refused (tampered or stale) or the sign-in failed, with the way
 * on: signing in with e-mail.
 */
export function LayerStatus({ state, onSignIn }: { state: TelegramState; onSignIn: () => void }) {
  if (state.status === 'signed-in' || state.status === 'kept-session')
    return state.welcomeOnPage ? (
      <div className={styles.status}>
        <Callout tone="success" role="status">
          {m.telegram_welcome_fallback()}
        </Callout>
      </div>
    ) : null
  // Said to screen readers only: the sign-in takes a moment, and a line that comes and goes would shift the page.
  if (state.status === 'starting')
    return <VisuallyHidden role="status">{m.telegram_signing_in()}</VisuallyHidden>
  const text =
    state.status === 'invalid'
      ? m.telegram_launch_invalid()
      : state.status === 'rejected'
        ? (state.failure ?? m.telegram_launch_rejected())
        : m.telegram_sign_in_failed({ reason: state.failure ?? '' })
  return (
    <section className={styles.status} aria-label={m.telegram_link_title()}>
      <Callout tone="danger" role="alert">
        {text}
      </Callout>
      {state.status !== 'invalid' && (
        <Button type="button" variant="secondary" onClick={onSignIn}>
          {m.telegram_sign_in_with_email()}
        </Button>
      )}
    </section>
  )
}
