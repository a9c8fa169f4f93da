import { type ErrorComponentProps, isNotFound, useRouter } from '@tanstack/react-router'
import { Page } from '@/components/layout/page'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { LinkButton } from '@/components/ui/link-button'
import { Spinner } from '@/components/ui/spinner'
import { brandName } from '@/lib/brand'
import { errorMessage } from '@/lib/error-message'
import { m } from '@/paraglide/messages.js'
import styles from './order.module.css'

/**
 * "Order not found" in the user's language: a wrong or missing destinationAddress (ERR_NOT_FOUND_E) or no such
 * order (ERR_NOT_FOUND), spec §2 and §8. Its own title and robots noindex, like the app's 404 page.
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

/** /order/pending: the order is being created (spec §2). */
export function OrderPending() {
  return (
    <Card className={styles.card}>
      <p role="status" className={styles.pending}>
        <Spinner size="sm" decorative />
        <span>{m.order_pending_status()}</span>
      </p>
      <p className={styles.muted}>{m.order_pending_hint()}</p>
    </Card>
  )
}

/** A failure other than not found (network, 500, 503): the message and a retry that reruns the loader. */
export function OrderLoadError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  if (isNotFound(error)) return <OrderNotFound />
  return (
    <Page title={m.order_load_error_title()} description={errorMessage(error)}>
      <Button
        onClick={() => {
          reset()
          void router.invalidate()
        }}
      >
        {m.order_retry()}
      </Button>
    </Page>
  )
}
