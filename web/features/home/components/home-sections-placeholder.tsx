import { Skeleton } from '@/components/ui/skeleton'
import { cx } from '@/lib/class-names'
import layout from './home-layout.module.css'

/** The boxes of the home sections while their code loads: the same sizes, no text, nothing that moves after. */
export function HomeSectionsPlaceholder() {
  return (
    <>
      <div className={layout.side} aria-hidden="true">
        <Skeleton className={cx(layout.steps)} height="100%" />
        <Skeleton className={cx(layout.stats)} height="100%" />
      </div>
      <div className={layout.below} aria-hidden="true">
        <Skeleton className={cx(layout.orders)} height="100%" />
        <Skeleton className={cx(layout.pairs)} height="100%" />
      </div>
    </>
  )
}
