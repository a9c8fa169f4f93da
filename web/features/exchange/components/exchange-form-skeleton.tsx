import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { m } from '@/paraglide/messages.js'
import styles from './exchange-form.module.css'

/** The form's place while its page loads (same card, same height of the top part), so nothing jumps. */
export function ExchangeFormSkeleton() {
  return (
    <Card
      as="section"
      padding="lg"
      className={styles.card}
      aria-label={m.exchange_form_label()}
      aria-busy="true"
    >
      <div className={styles.skeleton}>
        <Skeleton shape="text" width="30%" />
        <Skeleton height="var(--size-tap)" />
        <Skeleton
          shape="circle"
          width="var(--size-tap)"
          height="var(--size-tap)"
          className={styles.skeletonSwap}
        />
        <Skeleton shape="text" width="30%" />
        <Skeleton height="var(--size-tap)" />
        <Skeleton shape="text" width="60%" />
        <Skeleton height="var(--size-tap)" />
      </div>
    </Card>
  )
}
