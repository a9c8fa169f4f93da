import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { m } from '@/paraglide/messages.js'
import styles from './exchange-form.module.css'

export interface ExchangeFormSkeletonProps {
  /** The calculator (/useCalc) has no order fields; the exchange form has them below its amounts. */
  variant?: 'exchange' | 'calculator'
}

/** A label above a tap-sized control: one field of the form. */
function FieldPlaceholder({ labelWidth, hint = false }: { labelWidth: string; hint?: boolean }) {
  return (
    <div className={styles.skeletonField}>
      <Skeleton shape="text" width={labelWidth} />
      <Skeleton height="var(--size-tap)" />
      {hint && <Skeleton shape="text" width="70%" />}
    </div>
  )
}

/**
 * The form's place while its page loads: the same card with the same rows (amounts, rate, rate mode, and for the
 * exchange form its address, e-mail, terms and button), so the page below does not jump when the form arrives.
 */
export function ExchangeFormSkeleton({ variant = 'exchange' }: ExchangeFormSkeletonProps) {
  return (
    <Card
      as="section"
      padding="lg"
      className={styles.card}
      aria-label={m.exchange_form_label()}
      aria-busy="true"
    >
      <div className={styles.skeleton}>
        <div className={styles.calculator}>
          <div className={styles.amounts}>
            <FieldPlaceholder labelWidth="30%" />
            <Skeleton
              shape="circle"
              width="var(--size-tap)"
              height="var(--size-tap)"
              className={styles.skeletonSwap}
            />
            <FieldPlaceholder labelWidth="30%" />
          </div>
          <div className={`${styles.rate} ${styles.rateLines}`}>
            <Skeleton shape="text" width="60%" />
            <Skeleton shape="text" width="40%" />
          </div>
          <div className={styles.modes}>
            <Skeleton shape="text" width="25%" />
            <div className={styles.modeOptions}>
              <Skeleton className={styles.skeletonModeOption} />
              <Skeleton className={styles.skeletonModeOption} />
            </div>
          </div>
        </div>
        {variant === 'exchange' && <OrderPartSkeleton />}
      </div>
    </Card>
  )
}

/**
 * The order part's place (its address, e-mail, terms and button) until its code has loaded: the same rows at the
 * same heights, so nothing below moves when it arrives.
 */
export function OrderPartSkeleton() {
  return (
    <div className={styles.orderPart} aria-busy="true">
      <div className={styles.orderFields}>
        <FieldPlaceholder labelWidth="50%" />
        <FieldPlaceholder labelWidth="40%" hint />
        <Skeleton height="var(--size-tap)" width="80%" />
      </div>
      {/* Where the form's messages appear (empty at first, it still takes its row). */}
      <div className={styles.feedback} />
      <Skeleton height="var(--size-tap)" />
    </div>
  )
}
