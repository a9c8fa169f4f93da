import { Container } from '@/components/ui/container'
import { FirstPaintMark, SITE_HEADER_END } from '@/lib/hydration/first-screen'
import { AccountSlot } from './account-slot'
import styles from './header.module.css'
import { LocaleSwitcher } from './locale-switcher'
import { Logo } from './logo'
import { MainNav } from './main-nav'
import { MobileNav } from './mobile-nav'
import { ThemeToggle } from './theme-toggle'

/**
 * The site header. Everything in it is plain links and buttons: the language link, the theme button and the
 * menu button cost almost nothing in the entry chunk; the mobile menu's dialog loads on first open
 * (docs/budgets.md).
 */
export function Header() {
  return (
    <header className={styles.header}>
      <Container className={styles.inner}>
        <Logo />
        <MainNav className={styles.nav} />
        <div className={styles.actions}>
          <div className={styles.settings}>
            <LocaleSwitcher />
            <ThemeToggle />
          </div>
          <div className={styles.account}>
            <AccountSlot />
          </div>
          <MobileNav className={styles.menuButton} />
        </div>
      </Container>
      <FirstPaintMark id={SITE_HEADER_END} />
    </header>
  )
}
