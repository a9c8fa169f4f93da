import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Callout } from '@/components/ui/callout'
import { m } from '@/paraglide/messages.js'
import styles from '../telegram.module.css'
import { ContactTimeoutError } from './poll-contact'

type ContactState =
  | { step: 'idle' }
  | { step: 'waiting' }
  | { step: 'shared'; phone: string }
  | { step: 'failed'; message: string }

/**
 * Inside the mini-app: the user's phone number as Telegram shares it (the bridge's contact request, docs/product.md §9). The SDK
 * part loads on the first press.
 */
export function PhoneContact() {
  const [state, setState] = useState<ContactState>({ step: 'idle' })

  async function share() {
    setState({ step: 'waiting' })
    try {
      const { requestPhoneContact } = await import('./request-contact')
      setState({ step: 'shared', phone: await requestPhoneContact() })
    } catch (error) {
      const message =
        error instanceof ContactTimeoutError ? m.telegram_contact_timeout() : m.telegram_contact_denied()
      setState({ step: 'failed', message })
    }
  }

  return (
    <div className={styles.card}>
      <p className={styles.muted}>{m.telegram_contact_label()}</p>
      {state.step === 'shared' ? (
        <p>{state.phone}</p>
      ) : (
        <div>
          <Button
            type="button"
            variant="secondary"
            onClick={() => void share()}
            disabled={state.step === 'waiting'}
            aria-busy={state.step === 'waiting'}
          >
            {state.step === 'waiting' ? m.telegram_contact_pending() : m.telegram_contact_action()}
          </Button>
        </div>
      )}
      {state.step === 'failed' && (
        <Callout tone="danger" role="alert">
          {state.message}
        </Callout>
      )}
    </div>
  )
}
