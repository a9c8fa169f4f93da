import { Link } from '@tanstack/react-router'
import { Container } from '@/components/ui/container'
import { brandName } from '@/lib/brand'
import { useNow } from '@/lib/hydration/render-time'
import { m } from '@/paraglide/messages.js'
import styles from './footer.module.css'
import { Logo } from './logo'
import { FOOTER_NAV } from './nav-items'

export function Footer() {
  const brand = brandName()
  const year = new Date(useNow()).getFullYear()
  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.top}>
          <div className={styles.brand}>
            <Logo />
            <p className={styles.tagline}>{m.brand_tagline()}</p>
          </div>
          <nav aria-label={m.footer_nav_label()} className={styles.groups}>
            {FOOTER_NAV.map((group) => (
              <div key={group.items[0]?.to}>
                <h2 className={styles.groupTitle}>{group.title()}</h2>
                <ul className={styles.list}>
                  {group.items.map((item) => (
                    <li key={item.to}>
                      <Link to={item.to} className={styles.link}>
                        {item.label()}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <p className={styles.bottom}>{m.footer_copyright({ year, brand })}</p>
      </Container>
    </footer>
  )
}
