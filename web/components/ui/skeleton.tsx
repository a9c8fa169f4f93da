import type { CSSProperties } from 'react'
import { cx } from '@/lib/class-names'
import styles from './skeleton.module.css'

export type SkeletonProps = {
  /** A CSS length, preferably a token: 'var(--space-16)', '60%'. Default: full width. */
  width?: string
  /** A CSS length, preferably a token. Default: one line of text. */
  height?: string
  shape?: 'block' | 'text' | 'circle'
  /**
   * No shine: for content that waits to be scrolled to rather than loading now. A shine keeps the compositor
   * drawing 60 frames a second even where the visitor cannot see it.
   */
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
