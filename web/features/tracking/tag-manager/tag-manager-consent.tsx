import { useEffect, useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { m } from '@/paraglide/messages.js'
import { browserStorage, type ConsentChoice, readConsent, writeConsent } from './consent-choice'
import { loadTagManager } from './load-tag-manager'
import styles from './tag-manager-consent.module.css'

/** Not read yet (nothing shows), the question open, or answered. */
type State = 'reading' | 'open' | ConsentChoice

/**
 * The tag manager's consent question (docs/product.md "Tag manager"): the container loads only once the visitor
 * accepts, now or on an earlier visit; declining loads nothing.
 */
export function TagManagerConsent({ containerId }: { containerId: string }) {
  const [state, setState] = useState<State>('reading')
  const titleId = useId()

  useEffect(() => {
    const kept = readConsent(browserStorage())
    if (kept === 'granted') loadTagManager(containerId)
    setState(kept ?? 'open')
  }, [containerId])

  if (state !== 'open') return null
  const answer = (choice: ConsentChoice) => {
    writeConsent(browserStorage(), choice)
    if (choice === 'granted') loadTagManager(containerId)
    setState(choice)
  }
  return (
    <section aria-labelledby={titleId} className={styles.banner}>
      <h2 id={titleId} className={styles.title}>
        {m.tracking_consent_title()}
      </h2>
      <p className={styles.text}>{m.tracking_consent_text()}</p>
      {/* Both answers look alike: declining is as easy as accepting. */}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => answer('denied')}>
          {m.tracking_consent_decline()}
        </Button>
        <Button variant="secondary" onClick={() => answer('granted')}>
          {m.tracking_consent_accept()}
        </Button>
      </div>
    </section>
  )
}
