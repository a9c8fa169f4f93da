import { useId } from 'react'
import { Card } from '@/components/ui/card'
import { useSession } from '@/lib/session/use-session'
import { m } from '@/paraglide/messages.js'
import styles from './account-details.module.css'

/**
 * /profile/info: who is signed in (docs/product.md §3 account data): the e-mail, with the admin badge for ADMIN, and the user
 * id. A messenger account may have no e-mail (docs/product.md §4: a userId alone signs in there).
 */
export function AccountDetails() {
  const titleId = useId()
  const { account, hasAdminPermissions } = useSession()
  if (!account) return null
  return (
    <Card as="section" padding="lg" className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {m.account_details_title()}
      </h2>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.label}>{m.account_email_label()}</dt>
          <dd className={styles.value}>
            {account.email || m.account_email_none()}
            {hasAdminPermissions && <span className={styles.badge}>{m.auth_account_admin_badge()}</span>}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.label}>{m.account_user_id_label()}</dt>
          <dd className={styles.value}>{account.userId}</dd>
        </div>
      </dl>
    </Card>
  )
}
