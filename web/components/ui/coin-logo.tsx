import { useCallback, useState } from 'react'
import { cx } from '@/lib/class-names'
import styles from './coin-logo.module.css'

/** The drawn size of a logo, in CSS pixels (--size-icon-lg); the image's width and height say it before it loads. */
const LOGO_PX = 24

/**
 * A coin's logo (the instrument's currencyLogoLink, docs/product.md §3), decorative: loaded lazily, sized before it loads
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
  // A pre-rendered logo can fail before the page hydrates, when React is not yet listening for its error. A
  // finished image that cannot be decoded is such a failure (naturalWidth is no test: Firefox gives 0 for an SVG
  // that has no size of its own).
  const checkFinished = useCallback(
    (image: HTMLImageElement | null) => {
      if (image?.complete && src) image.decode().catch(() => setFailed(src))
    },
    [src],
  )
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
      ref={checkFinished}
    />
  )
}
