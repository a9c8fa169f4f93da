import { Container } from '@/components/ui/container'
import { AccountSlot } from './account-slot'
import styles from './header.module.css'
import { LocaleSwitcher } from './locale-switcher'
import { Logo } from './logo'
import { MainNav } from './main-nav'
import { MobileNav } from './mobile-nav'
import { ThemeToggle } from './theme-toggle'

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
          <AccountSlot />
          <MobileNav className={styles.menuButton} />
        </div>
      </Container>
    </header>
  )
}
