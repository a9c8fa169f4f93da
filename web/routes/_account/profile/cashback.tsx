import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '@/components/layout/page'
import { CashbackTotals } from '@/features/account-ledger/components/cashback-totals'
import { RewardsCard } from '@/features/affiliate/components/rewards-card'
import { pageHead } from '@/lib/head'
import { m } from '@/paraglide/messages.js'
import styles from './-components/section-stack.module.css'

const text = () => ({
  title: m.page_title_profile_cashback(),
  description: m.page_description_profile_cashback(),
})

export const Route = createFileRoute('/_account/profile/cashback')({
  head: ({ match }) => pageHead(match, text),
  component: ProfileCashbackPage,
})

/** The cashback: the totals per coin (account ledger), then the list of cashbacks the affiliate page shows too. */
function ProfileCashbackPage() {
  return (
    <div className={styles.stack}>
      <PageIntro {...text()} />
      <CashbackTotals />
      <RewardsCard kind="cashback" />
    </div>
  )
}
