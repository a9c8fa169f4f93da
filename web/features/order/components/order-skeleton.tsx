import { useParams } from '@tanstack/react-router'
import { Page } from '@/components/layout/page'
import { Skeleton } from '@/components/ui/skeleton'
import { VisuallyHidden } from '@/components/ui/visually-hidden'
import { m } from '@/paraglide/messages.js'
import { orderPageText } from '../order-page-text'
import styles from './order-skeleton.module.css'

/**
 * While the order loads: the page's heading (it names the order, which the address already says) and the shape
 * of what follows, so nothing jumps when the order arrives. The pre-render writes it as the order pages' shell
 * (web/ssr/shell-pages.ts), so it is also what a visitor opening an order's link sees first. Kept small and apart
 * from the page's components: the route's pending component is part of the route's main chunk.
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
