import type { ComponentProps } from 'react'
import { cx } from '@/lib/class-names'
import styles from './visually-hidden.module.css'

/** Text for screen readers only. */
export function VisuallyHidden({ className, ...rest }: ComponentProps<'span'>) {
  return <span className={cx(styles.root, className)} {...rest} />
}
