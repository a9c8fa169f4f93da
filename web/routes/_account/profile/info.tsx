import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '@/components/layout/page'
import { AccountDetails } from '@/features/account/components/account-details'
import { ReferrerIdCard } from '@/features/affiliate/components/referrer-id-card'
import { LinkTelegramCard } from '@/features/telegram/link-telegram-card'
import { VerificationSummary } from '@/features/verification/components/verification-summary'
import { pageHead } from '@/lib/head/head'
import { profileInfoText } from './-components/info-text'
import styles from './-components/profile-info.module.css'

export const Route = createFileRoute('/_account/profile/info')({
  head: async ({ match }) => pageHead(match, (await import('./-components/info-text')).profileInfoText),
  component: ProfileInfoPage,
})

/** The account home (docs/product.md §2 /profile/info): who is signed in, the referrer id, the verification, Telegram. */
function ProfileInfoPage() {
  return (
    <>
      <PageIntro {...profileInfoText()} />
      <div className={styles.cards}>
        <AccountDetails />
        <ReferrerIdCard />
        <VerificationSummary />
        <LinkTelegramCard />
      </div>
    </>
  )
}
