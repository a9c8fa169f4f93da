import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Container } from '@/components/ui/container'
import { AlertIcon } from '@/components/ui/content-icons'
import type { ServiceStatus } from '@/lib/connectivity/service-status'
import { m } from '@/paraglide/messages.js'
import { Logo } from './logo'
import styles from './non-working-layout.module.css'

export type NonWorkingStatus = Exclude<ServiceStatus, 'OK'>

const TEXT: Record<NonWorkingStatus, { title: () => string; description: () => string }> = {
  TECHNICAL_DIFFICULTIES: {
    title: m.service_technical_difficulties_title,
    description: m.service_technical_difficulties_description,
  },
  UNHEALTHY: { title: m.service_unhealthy_title, description: m.service_unhealthy_description },
}

/**
 * The "non-working" layout of docs/product.md §2: a full page shown instead of the app while the
 * health status (docs/product.md §3, §4 "Health") is not OK. The root renders it from lib/connectivity/service-status.
 */
export function NonWorkingPage({ status }: { status: NonWorkingStatus }) {
  const { title, description } = TEXT[status]
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Container>
          <Logo />
        </Container>
      </header>
      <main id="main" className={styles.main}>
        <Container>
          <Card as="section" padding="lg" className={styles.card} aria-labelledby="service-status-title">
            <AlertIcon className={styles.icon} />
            <h1 id="service-status-title" className={styles.title}>
              {title()}
            </h1>
            <p className={styles.description}>{description()}</p>
            <Button variant="secondary" onClick={() => window.location.reload()}>
              {m.service_reload()}
            </Button>
          </Card>
        </Container>
      </main>
    </div>
  )
}
