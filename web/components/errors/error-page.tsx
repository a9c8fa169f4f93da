import { useHydrated } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Container } from '@/components/ui/container'
import { LinkButton } from '@/components/ui/link-button'
import { brandName } from '@/lib/brand'
import { errorName, errorStatus, knownRequestHeaders } from '@/lib/error-details'
import { isBot } from '@/lib/safety/bot-detection'
import { m } from '@/paraglide/messages.js'
import styles from './error-page.module.css'
import { useRetryFailedRoutes } from './use-retry-failed-routes'

/**
 * The generic error page of docs/product.md §2: status code, error, URL and the request headers the page knows, with
 * "Try again", which runs the failed loaders again in place (no reload).
 */
export function ErrorPage({ error, reset }: { error: unknown; reset?: () => void }) {
  const { retry, retrying } = useRetryFailedRoutes(reset)
  // The visitor's address and headers exist in the browser only: a server render leaves them out.
  const hydrated = useHydrated()

  if (isBot()) return <p className={styles.botText}>{m.error_bot_text()}</p>

  return (
    <Container className={styles.root}>
      <title>{m.seo_title_template({ title: m.page_title_error(), brand: brandName() })}</title>
      <meta name="robots" content="noindex" />
      <Card as="section" padding="lg" className={styles.card} aria-labelledby="error-page-title">
        <h1 id="error-page-title" className={styles.title}>
          {m.error_page_title()}
        </h1>
        <p className={styles.description}>{m.error_page_description()}</p>
        <dl className={styles.details}>
          <dt>{m.error_status_code_label()}</dt>
          <dd>{errorStatus(error)}</dd>
          <dt>{m.error_error_label()}</dt>
          <dd>{errorName(error) ?? m.error_unknown()}</dd>
          <dt>{m.error_url_label()}</dt>
          <dd>{hydrated ? window.location.href : ''}</dd>
          <dt>{m.error_headers_label()}</dt>
          <dd className={styles.headers}>
            {(hydrated ? knownRequestHeaders() : []).map(([name, value]) => (
              <span key={name}>
                {name}: {value}
              </span>
            ))}
          </dd>
        </dl>
        <div className={styles.actions}>
          <Button loading={retrying} onClick={() => void retry()}>
            {m.error_retry()}
          </Button>
          <LinkButton to="/" variant="secondary">
            {m.error_go_home()}
          </LinkButton>
        </div>
      </Card>
    </Container>
  )
}
