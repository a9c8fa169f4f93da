import { type ErrorComponentProps, isNotFound, useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { Page } from '@/components/layout/page'
import { Button } from '@/components/ui/button'
import { LinkButton } from '@/components/ui/link-button'
import { VisuallyHidden } from '@/components/ui/visually-hidden'
import { brandName } from '@/lib/brand'
import { errorMessage } from '@/lib/error-message'
import { m } from '@/paraglide/messages.js'
import { markRetry, useFocusAfterRetry } from './retry-focus'

/**
 * "Order not found" in the user's language: a wrong or missing destinationAddress (ERR_NOT_FOUND_E) or no such
 * order (ERR_NOT_FOUND), docs/product.md §2 and §8. Its own title and robots noindex, like the app's 404 page.
 */
export function OrderNotFound() {
  return (
    <Page title={m.order_not_found_title()} description={m.order_not_found_description()}>
      <title>{m.seo_title_template({ title: m.order_not_found_title(), brand: brandName() })}</title>
      <meta name="robots" content="noindex" />
      <LinkButton to="/">{m.order_not_found_home()}</LinkButton>
    </Page>
  )
}

/**
 * How long after a failed retry's page appears its announcement is written: a live region is read when its text
 * changes, not when it arrives with its text (a UI choice, not from the spec).
 */
const RETRY_FAILED_ANNOUNCE_MS = 100

/**
 * Once, after "Try again" failed again: the page looks the same and focus is back on the button, which says its
 * own name only; a polite live region says the retry failed, and why.
 */
function useRetryFailedAnnouncement(afterRetry: boolean): boolean {
  const [announce, setAnnounce] = useState(false)
  useEffect(() => {
    if (!afterRetry) return
    const timer = setTimeout(() => setAnnounce(true), RETRY_FAILED_ANNOUNCE_MS)
    return () => clearTimeout(timer)
  }, [afterRetry])
  return announce
}

/** A failure other than not found (network, 500, 503): the message and a retry that reruns the loader. */
export function OrderLoadError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const retry = useRef<HTMLButtonElement>(null)
  const announce = useRetryFailedAnnouncement(useFocusAfterRetry(() => retry.current, error))
  if (isNotFound(error)) return <OrderNotFound />
  return (
    <Page title={m.order_load_error_title()} description={errorMessage(error)}>
      <VisuallyHidden role="status">
        {announce ? m.order_load_error_again({ reason: errorMessage(error) }) : ''}
      </VisuallyHidden>
      <Button
        ref={retry}
        onClick={() => {
          markRetry(error)
          reset()
          void router.invalidate()
        }}
      >
        {m.order_retry()}
      </Button>
    </Page>
  )
}
