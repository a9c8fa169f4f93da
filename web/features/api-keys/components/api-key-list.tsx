import { useQuery } from '@tanstack/react-query'
import { Callout } from '@/components/ui/callout'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { errorMessage } from '@/lib/error-message'
import { m } from '@/paraglide/messages.js'
import { apiKeysQueryOptions } from '../queries'
import { ApiKeyItem } from './api-key-item'
import styles from './api-keys.module.css'

/** About one item's height, so the list does not jump when it arrives. */
const ITEM_HEIGHT = 'calc(var(--space-20) + var(--space-12))'

/**
 * The user's keys, oldest first: a list whose items lay their facts out in columns where there is room and
 * stack them on a phone. Two skeleton items hold the place while the list loads.
 */
export function ApiKeyList() {
  const keys = useQuery(apiKeysQueryOptions())
  return (
    <Card as="section" aria-labelledby="api-keys-list-title" className={styles.card}>
      <h2 id="api-keys-list-title" className={styles.cardTitle}>
        {m.api_keys_list_title()}
      </h2>
      <div aria-busy={keys.isFetching || undefined}>
        {keys.data ? (
          keys.data.length === 0 ? (
            <p className={styles.muted}>{m.api_keys_empty()}</p>
          ) : (
            <ul className={styles.list} aria-label={m.api_keys_list_title()}>
              {keys.data.map((key) => (
                <ApiKeyItem key={key.apiId} apiKey={key} />
              ))}
            </ul>
          )
        ) : keys.error ? (
          <Callout tone="danger" role="alert">
            {errorMessage(keys.error)}
          </Callout>
        ) : (
          <div className={styles.list}>
            <Skeleton height={ITEM_HEIGHT} />
            <Skeleton height={ITEM_HEIGHT} />
          </div>
        )}
      </div>
    </Card>
  )
}
