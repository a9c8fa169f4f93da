import type { ComponentProps } from 'react'
import { cx } from '@/lib/class-names'
import styles from './container.module.css'

export type ContainerProps = ComponentProps<'div'> & {
  as?: 'div' | 'section' | 'header' | 'footer' | 'main' | 'nav'
  /** 'prose' caps the width for reading. */
  size?: 'default' | 'prose'
}

/** Centres content at the page width with responsive side padding. */
export function Container({ as: Tag = 'div', size = 'default', className, ...rest }: ContainerProps) {
  return <Tag className={cx(styles.root, size === 'prose' && styles.prose, className)} {...rest} />
}
