import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Container } from '@/components/ui/container'
import type { ConfigProblem } from '@/config/runtime-config'
import { m } from '@/paraglide/messages.js'
import styles from './error-page.module.css'

/**
 * What a production page shows instead of the app when the web server gave it no configuration, or a wrong one
 * (web/config/env.ts). It runs without the router, the API or the session: none of them can start.
 */
export function ConfigErrorPage({ problem }: { problem: ConfigProblem }) {
  return (
    <Container className={styles.root}>
      <title>{m.app_config_error_page_title()}</title>
      <meta name="robots" content="noindex" />
      <Card as="section" padding="lg" className={styles.card} aria-labelledby="config-error-title">
        <h1 id="config-error-title" className={styles.title}>
          {m.app_config_error_title()}
        </h1>
        <p className={styles.description}>
          {problem.kind === 'missing' ? m.app_config_error_missing() : m.app_config_error_invalid()}
        </p>
        <p className={styles.description}>{m.app_config_error_operator()}</p>
        {problem.kind === 'invalid' && (
          <dl className={styles.details}>
            <dt>{m.app_config_error_settings_label()}</dt>
            <dd>{problem.settings.join(', ')}</dd>
          </dl>
        )}
        <div className={styles.actions}>
          <Button onClick={() => window.location.reload()}>{m.app_config_error_retry()}</Button>
        </div>
      </Card>
    </Container>
  )
}
