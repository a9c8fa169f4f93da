import { useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { m } from '@/paraglide/messages.js'
import styles from './app-shell.module.css'
import { Footer } from './footer'
import { Header } from './header'
import { LoadingBar } from './loading-bar'

/** The default layout: skip link, loading bar, header, main content, footer. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        {m.nav_skip_to_content()}
      </a>
      <LoadingBar />
      <Header />
      <Main>{children}</Main>
      <Footer />
    </div>
  )
}

/**
 * The main region, busy while a navigation loads. Only it follows the router's loading state: every URL write
 * (the exchange form writes one as the amount changes) sets it twice, and the header and footer stay as they are.
 */
function Main({ children }: { children: ReactNode }) {
  const isLoading = useRouterState({ select: (state) => state.isLoading })
  return (
    <main id="main" tabIndex={-1} className={styles.main} aria-busy={isLoading || undefined}>
      {children}
    </main>
  )
}
