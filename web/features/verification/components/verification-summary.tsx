import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { Callout } from '@/components/ui/callout'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { errorMessage } from '@/lib/error-message'
import { m } from '@/paraglide/messages.js'
import { verificationStatusQueryOptions } from '../queries'
import { VERIFICATION_STATUS_TEXT } from '../status-text'
import styles from './verification.module.css'

/** The verification status at a glance (/profile/info), with the way to the check itself. */
export function VerificationSummary() {
  const titleId = useId()
  const status = useQuery(verificationStatusQueryOptions())
  const record = status.data
  return (
    <Card as="section" padding="lg" className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.stepTitle}>
        {m.verification_status_title()}
      </h2>
      <div aria-busy={status.isPending || undefined} className={styles.status}>
        {record ? (
          <p className={styles.statusText} data-status={record.status}>
            {VERIFICATION_STATUS_TEXT[record.status]()}
          </p>
        ) : status.error ? (
          <Callout tone="danger" role="alert">
            {errorMessage(status.error)}
          </Callout>
        ) : (
          <Skeleton shape="text" width="50%" />
        )}
      </div>
      <Link to="/profile/verification" className={styles.summaryLink}>
        {record?.status === 'PASS' ? m.verification_summary_details() : m.verification_summary_open()}
      </Link>
    </Card>
  )
}
