import { useQuery } from '@tanstack/react-query'
import { QRCodeSVG } from 'qrcode.react'
import { Callout } from '@/components/ui/callout'
import { Card } from '@/components/ui/card'
import { CopyButton } from '@/components/ui/copy-button'
import { Skeleton } from '@/components/ui/skeleton'
import { errorMessage } from '@/lib/error-message'
import { m } from '@/paraglide/messages.js'
import { referrerIdQueryOptions } from '../queries'
import styles from './affiliate.module.css'

/** The referral link: the site's address with `?ref=` (docs/product.md §2 rules 1 and 3), to copy or scan. */
export function referralLink(origin: string, referrerId: string): string {
  const url = new URL('/', origin)
  url.searchParams.set('ref', referrerId)
  return url.toString()
}

export function ReferralCard() {
  const referrer = useQuery(referrerIdQueryOptions())
  const link = referrer.data ? referralLink(window.location.origin, referrer.data.referrerId) : null

  return (
    <Card as="section" aria-labelledby="affiliate-link-title" className={styles.card}>
      <h2 id="affiliate-link-title" className={styles.title}>
        {m.affiliate_link_title()}
      </h2>
      <p className={styles.muted}>{m.affiliate_link_hint()}</p>
      <div className={styles.link} aria-busy={referrer.isPending || undefined}>
        {link ? (
          <>
            <output className={styles.url} aria-label={m.affiliate_link_title()}>
              {link}
            </output>
            <div className={styles.qr}>
              <QRCodeSVG value={link} size={160} role="img" aria-label={m.affiliate_qr_label()} />
            </div>
            <CopyButton
              value={link}
              label={m.affiliate_copy()}
              copiedLabel={m.affiliate_copied()}
              failedLabel={m.affiliate_copy_failed()}
            />
          </>
        ) : referrer.error ? (
          <Callout tone="danger" role="alert">
            {errorMessage(referrer.error)}
          </Callout>
        ) : (
          <Skeleton height="calc(var(--space-20) * 2)" />
        )}
      </div>
    </Card>
  )
}
