import { useParams } from '@tanstack/react-router'
import { Page } from '@/components/layout/page'
import { Skeleton } from '@/components/ui/skeleton'
import { VisuallyHidden } from '@/components/ui/visually-hidden'
import { m } from '@/paraglide/messages.js'
import { orderPageText } from '../order-page-text'
import styles from './order-skeleton.module.css'

/**
 * While the order loads: the page's heading (it names the order, which the address already says) and the shape of
 * what follows, so nothing jumps when the order arrives.
 */
export function OrderSkeleton() {
  const { id } = useParams({ from: '/order/$id' })
  return (
    <Page {...orderPageText(id)}>
      <div className={styles.skeleton} aria-busy="true">
        <VisuallyHidden>{m.order_loading()}</VisuallyHidden>
        <Skeleton height="calc(var(--space-20) * 1.5)" />
        <Skeleton height="calc(var(--space-20) * 3)" />
      </div>
    </Page>
  )
}
