import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '@/components/layout/page'
import { ReferralCard } from '@/features/affiliate/components/referral-card'
import { RewardsCard } from '@/features/affiliate/components/rewards-card'
import { WithdrawForm } from '@/features/withdraw/components/withdraw-form'
import { WithdrawableBalances } from '@/features/withdraw/components/withdrawable-balances'
import { WithdrawalHistory } from '@/features/withdraw/components/withdrawal-history'
import { pageHead } from '@/lib/head'
import { m } from '@/paraglide/messages.js'
import styles from './-components/section-stack.module.css'

const text = () => ({
  title: m.page_title_profile_affiliate_program(),
  description: m.page_description_profile_affiliate_program(),
})

export const Route = createFileRoute('/_account/profile/affiliate-program')({
  head: ({ match }) => pageHead(match, text),
  component: ProfileAffiliateProgramPage,
})

/** The affiliate programme: the referral link, and the withdrawal feature's balances, form and history (same rules). */
function ProfileAffiliateProgramPage() {
  return (
    <div className={styles.stack}>
      <PageIntro {...text()} />
      <ReferralCard />
      <WithdrawableBalances />
      <RewardsCard kind="accrual" />
      <RewardsCard kind="cashback" />
      <WithdrawForm />
      <WithdrawalHistory />
    </div>
  )
}
