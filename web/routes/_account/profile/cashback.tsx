import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '@/components/layout/page'
import { CashbackTotals } from '@/features/account-ledger/components/cashback-totals'
import { RewardsCard } from '@/features/affiliate/components/rewards-card'
import { pageHead } from '@/lib/head/head'
import { profileCashbackText } from './-components/cashback-text'
import styles from './-components/section-stack.module.css'

export const Route = createFileRoute('/_account/profile/cashback')({
  head: async ({ match }) =>
    pageHead(match, (await import('./-components/cashback-text')).profileCashbackText),
  component: ProfileCashbackPage,
})

/** The cashback: the totals per coin (account ledger), then the list of cashbacks the affiliate page shows too. */
function ProfileCashbackPage() {
  return (
    <div className={styles.stack}>
      <PageIntro {...profileCashbackText()} />
      <CashbackTotals />
      <RewardsCard kind="cashback" />
    </div>
  )
}
