import type { ComponentProps } from 'react'
import { cx } from '@/lib/class-names'
import styles from './card.module.css'

export type CardProps = ComponentProps<'div'> & {
  as?: 'div' | 'section' | 'article' | 'aside'
  padding?: 'sm' | 'md' | 'lg'
}

/** A surface with a border and the small shadow. */
export function Card({ as: Tag = 'div', padding = 'md', className, ...rest }: CardProps) {
  return <Tag className={cx(styles.root, styles[padding], className)} {...rest} />
}
