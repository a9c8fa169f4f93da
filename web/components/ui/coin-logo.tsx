import { useState } from 'react'
import { cx } from '@/lib/class-names'
import styles from './coin-logo.module.css'

export type CoinLogoProps = {
  /** The instrument's logo URL (Instrument.currencyLogoLink); empty when it has none. */
  src: string | null | undefined
  /** The ticker: its first letter stands in when the logo is missing or fails to load. */
  ticker: string
  size?: 'md' | 'lg'
  className?: string
}

/** A coin's logo, decorative (the name is always written beside it), with a fixed size so nothing shifts. */
export function CoinLogo({ src, ticker, size = 'md', className }: CoinLogoProps) {
  const [failed, setFailed] = useState<string | null>(null)
  const classes = cx(styles.logo, size === 'lg' && styles.large, className)
  if (!src || failed === src) {
    return (
      <span className={cx(classes, styles.fallback)} aria-hidden="true">
        {ticker.slice(0, 1)}
      </span>
    )
  }
  return (
    <img className={classes} src={src} alt="" loading="lazy" decoding="async" onError={() => setFailed(src)} />
  )
}
