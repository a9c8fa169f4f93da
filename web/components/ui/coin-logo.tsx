import { useState } from 'react'
import { cx } from '@/lib/class-names'
import styles from './coin-logo.module.css'

/** The drawn size of a logo, in CSS pixels (--size-icon-lg); the image's width and height say it before it loads. */
const LOGO_PX = 24

/**
 * A coin's logo (the instrument's currencyLogoLink, spec §3), decorative: loaded lazily, sized before it loads
 * (nothing moves when it arrives), and the coin's first letter in a badge when there is no logo or it fails to load
 * (also when it failed in a pre-rendered page before the page hydrated).
 */
export function CoinLogo({
  coin,
  className,
}: {
  coin: { currencyLogoLink?: string | null; currencyTitle: string }
  className?: string
}) {
  const [failed, setFailed] = useState<string | null>(null)
  const src = coin.currencyLogoLink
  if (!src || failed === src) {
    return (
      <span className={cx(styles.logo, styles.fallback, className)} aria-hidden="true">
        {coin.currencyTitle.slice(0, 1)}
      </span>
    )
  }
  return (
    <img
      className={cx(styles.logo, className)}
      src={src}
      alt=""
      width={LOGO_PX}
      height={LOGO_PX}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
      // A pre-rendered logo can fail before the page hydrates, when React is not yet listening for its error.
      ref={(image) => {
        if (image?.complete && image.naturalWidth === 0) setFailed(src)
      }}
    />
  )
}
