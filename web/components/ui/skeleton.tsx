import type { CSSProperties } from 'react'
import { cx } from '@/lib/class-names'
import styles from './skeleton.module.css'

export type SkeletonProps = {
  width?: string
  height?: string
  shape?: 'block' | 'text' | 'circle'
  // For content waiting to be scrolled to: a shine keeps the compositor busy even off screen.
  still?: boolean
  className?: string
}

/**
 * A placeholder that reserves the space of content still loading (no layout shift).
 * Hidden from assistive tech: mark the loading region itself with aria-busy.
 */
export function Skeleton({ width, height, shape = 'block', still = false, className }: SkeletonProps) {
  const style = { '--skeleton-width': width, '--skeleton-height': height } as CSSProperties
  return (
    <span
      aria-hidden="true"
      className={cx(
        styles.root,
        shape === 'text' && styles.text,
        shape === 'circle' && styles.circle,
        still && styles.still,
        className,
      )}
      style={style}
    />
  )
}
