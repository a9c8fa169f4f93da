import { Page } from '@/components/layout/page'
import { Skeleton } from '@/components/ui/skeleton'
import { m } from '@/paraglide/messages.js'
import styles from './order-skeleton.module.css'

/**
 * While the order loads: the page's shape, so nothing jumps when it arrives. Kept small and apart from the
 * page's components: the route's pending component is part of the route's main chunk.
 */
export function OrderSkeleton() {
  return (
    <Page title={m.order_loading()}>
      <div className={styles.skeleton} aria-busy="true">
        <Skeleton height="calc(var(--space-20) * 1.5)" />
        <Skeleton height="calc(var(--space-20) * 3)" />
      </div>
    </Page>
  )
}
