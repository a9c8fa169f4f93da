import { Link } from '@tanstack/react-router'
import { brandName } from '@/lib/brand'
import { m } from '@/paraglide/messages.js'
import styles from './logo.module.css'

/** The brand mark: an SVG sign plus the name (a message), linking home. */
export function Logo() {
  const brand = brandName()
  return (
    <Link to="/" className={styles.root} aria-label={m.nav_home({ brand })}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect className={styles.markBg} width="32" height="32" rx="8" />
        <path
          className={styles.markArrows}
          d="M9 12h11l-3-3M23 20H12l3 3"
          fill="none"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>{brand}</span>
    </Link>
  )
}
