import type { Instrument } from '@sdk/gen/api/types.gen'
import { useState } from 'react'
import { cx } from '@/lib/class-names'
import styles from './instrument-picker.module.css'

/** The coin's logo (decorative); its first letter when the logo is missing or fails to load. */
export function InstrumentLogo({
  instrument,
  className,
}: {
  instrument: Pick<Instrument, 'currencyLogoLink' | 'currencyTitle'>
  className?: string
}) {
  const [failed, setFailed] = useState<string | null>(null)
  const src = instrument.currencyLogoLink
  if (!src || failed === src) {
    return (
      <span className={cx(styles.logo, styles.logoFallback, className)} aria-hidden="true">
        {instrument.currencyTitle.slice(0, 1)}
      </span>
    )
  }
  return (
    <img
      className={cx(styles.logo, className)}
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
    />
  )
}

/** The network an instrument lives on, as a small badge. */
export function NetworkBadge({ network }: { network: string }) {
  return <span className={styles.badge}>{network}</span>
}
