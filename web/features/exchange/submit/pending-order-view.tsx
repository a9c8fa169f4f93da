import { createPublicOrderMutation } from '@sdk/gen/api/@tanstack/react-query.gen'
import { useMutation } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Card } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { m } from '@/paraglide/messages.js'
import { createOrder } from './create-order'
import { readPendingOrder } from './pending-order'
import styles from './pending-order-view.module.css'
import { runningCreate, trackCreate } from './running-creates'
import { finishPendingCreate } from './submit-order'
import { useSubmitNavigation } from './use-submit-navigation'

/**
 * /order/pending (docs/product.md §2): the order is being created. When the create this page's form started is still
 * running, it finishes it (submit-order.ts).
 */
export function PendingOrderView() {
  const navigation = useSubmitNavigation()
  const create = useMutation({ ...createPublicOrderMutation() })
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once; the running-create registry keeps a second run (StrictMode) from sending twice.
  useEffect(() => {
    const pending = readPendingOrder()
    if (!pending) {
      navigation.back('/')
      return
    }
    if (runningCreate(pending.body.idempotencyKey)) return
    const creating = createOrder(pending.body, create.mutateAsync, () => crypto.randomUUID())
    void trackCreate(pending.body.idempotencyKey, creating).then((result) => {
      finishPendingCreate(result, pending, navigation)
    })
  }, [])
  return (
    <Card>
      <p role="status" className={styles.status}>
        <Spinner size="sm" decorative />
        <span>{m.exchange_pending_status()}</span>
      </p>
      <p className={styles.hint}>{m.exchange_pending_hint()}</p>
    </Card>
  )
}
