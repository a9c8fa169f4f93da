import { cx } from '@/lib/class-names'
import { m } from '@/paraglide/messages.js'
import styles from './spinner.module.css'
import { VisuallyHidden } from './visually-hidden'

export type SpinnerProps = {
  size?: 'sm' | 'md'
  /** What is loading, for screen readers. Defaults to a generic "Loading…". */
  label?: string
  /** Inside something that already says it is busy (e.g. a loading button): hidden from assistive tech. */
  decorative?: boolean
  className?: string
}

export function Spinner({ size = 'md', label, decorative = false, className }: SpinnerProps) {
  const classes = cx(styles.root, size === 'sm' && styles.sm, className)
  if (decorative) {
    return (
      <span className={classes} aria-hidden="true">
        <span className={styles.circle} />
      </span>
    )
  }
  return (
    <span className={classes} role="status">
      <span className={styles.circle} aria-hidden="true" />
      <VisuallyHidden>{label ?? m.common_loading()}</VisuallyHidden>
    </span>
  )
}
