import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { Callout } from '@/components/ui/callout'
import { Card } from '@/components/ui/card'
import { CopyButton } from '@/components/ui/copy-button'
import { Skeleton } from '@/components/ui/skeleton'
import { errorMessage } from '@/lib/error-message'
import { m } from '@/paraglide/messages.js'
import { referrerIdQueryOptions } from '../queries'
import styles from './affiliate.module.css'

/** The user's referrer id (docs/product.md §3 referrerID) with copy, on /profile/info. */
export function ReferrerIdCard() {
  const titleId = useId()
  const referrer = useQuery(referrerIdQueryOptions())
  return (
    <Card as="section" padding="lg" className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {m.affiliate_referrer_id_title()}
      </h2>
      <p className={styles.muted}>{m.affiliate_referrer_id_hint()}</p>
      <div className={styles.link} aria-busy={referrer.isPending || undefined}>
        {referrer.data ? (
          <>
            <p className={styles.url}>{referrer.data.referrerId}</p>
            <CopyButton
              value={referrer.data.referrerId}
              label={m.affiliate_referrer_id_copy()}
              copiedLabel={m.affiliate_copied()}
              failedLabel={m.affiliate_referrer_id_copy_failed()}
            />
          </>
        ) : referrer.error ? (
          <Callout tone="danger" role="alert">
            {errorMessage(referrer.error)}
          </Callout>
        ) : (
          <Skeleton height="var(--space-20)" />
        )}
      </div>
    </Card>
  )
}
