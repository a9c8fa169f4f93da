import { Link } from '@tanstack/react-router'
import { cx } from '@/lib/class-names'
import { m } from '@/paraglide/messages.js'
import styles from './header.module.css'
import { MAIN_NAV } from './nav-items'

type MainNavProps = {
  className?: string
  linkClassName?: string
  listClassName?: string
  onNavigate?: () => void
}

/** The main navigation links; the active one gets aria-current="page" from the router. */
export function MainNav({ className, linkClassName, listClassName, onNavigate }: MainNavProps) {
  return (
    <nav aria-label={m.nav_main_label()} className={className}>
      <ul className={cx(styles.navList, listClassName)}>
        {MAIN_NAV.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className={cx(styles.navLink, linkClassName)} onClick={onNavigate}>
              {item.label()}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
