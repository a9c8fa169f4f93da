import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '@/components/layout/page'
import { ReferralCard } from '@/features/affiliate/components/referral-card'
import { RewardsCard } from '@/features/affiliate/components/rewards-card'
import { WithdrawForm } from '@/features/withdraw/components/withdraw-form'
import { WithdrawableBalances } from '@/features/withdraw/components/withdrawable-balances'
import { WithdrawalHistory } from '@/features/withdraw/components/withdrawal-history'
import { pageHead } from '@/lib/head/head'
import { affiliateProgramText } from './-components/affiliate-program-text'
import styles from './-components/section-stack.module.css'

export const Route = createFileRoute('/_account/profile/affiliate-program')({
  head: async ({ match }) =>
    pageHead(match, (await import('./-components/affiliate-program-text')).affiliateProgramText),
  component: ProfileAffiliateProgramPage,
})

/** The affiliate programme: the referral link, and the withdrawal feature's balances, form and history (same rules). */
function ProfileAffiliateProgramPage() {
  return (
    <div className={styles.stack}>
      <PageIntro {...affiliateProgramText()} />
      <ReferralCard />
      <WithdrawableBalances />
      <RewardsCard kind="accrual" />
      <RewardsCard kind="cashback" />
      <WithdrawForm />
      <WithdrawalHistory />
    </div>
  )
}
