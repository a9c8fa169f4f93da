import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '@/components/layout/page'
import { AccountDetails } from '@/features/account/components/account-details'
import { ReferrerIdCard } from '@/features/affiliate/components/referrer-id-card'
import { LinkTelegramCard } from '@/features/telegram/link-telegram-card'
import { VerificationSummary } from '@/features/verification/components/verification-summary'
import { pageHead } from '@/lib/head'
import { m } from '@/paraglide/messages.js'
import styles from './-components/profile-info.module.css'

const text = () => ({ title: m.page_title_profile_info(), description: m.page_description_profile_info() })

export const Route = createFileRoute('/_account/profile/info')({
  head: ({ match }) => pageHead(match, text),
  component: ProfileInfoPage,
})

/** The account home (spec §2 /profile/info): who is signed in, the referrer id, the verification, Telegram. */
function ProfileInfoPage() {
  return (
    <>
      <PageIntro {...text()} />
      <div className={styles.cards}>
        <AccountDetails />
        <ReferrerIdCard />
        <VerificationSummary />
        <LinkTelegramCard />
      </div>
    </>
  )
}
