import { errorMessage } from '@/lib/error-message'
import { m } from '@/paraglide/messages.js'
import { Button } from './button'
import { Callout } from './callout'
import styles from './load-error.module.css'

/** Data that failed to load: the error in the user's language (the one error table) and a button to ask again. */
export function LoadError({
  error,
  onRetry,
  retrying,
}: {
  error: unknown
  onRetry: () => void
  retrying?: boolean
}) {
  return (
    <div role="alert" className={styles.root}>
      <Callout tone="danger">{errorMessage(error)}</Callout>
      <Button variant="secondary" loading={retrying} onClick={onRetry}>
        {m.error_retry()}
      </Button>
    </div>
  )
}
