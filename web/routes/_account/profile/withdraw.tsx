import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '@/components/layout/page'
import { WithdrawForm } from '@/features/withdraw/components/withdraw-form'
import { WithdrawableBalances } from '@/features/withdraw/components/withdrawable-balances'
import { WithdrawalHistory } from '@/features/withdraw/components/withdrawal-history'
import { pageHead } from '@/lib/head'
import { m } from '@/paraglide/messages.js'
import styles from './-components/section-stack.module.css'

const text = () => ({
  title: m.page_title_profile_withdraw(),
  description: m.page_description_profile_withdraw(),
})

export const Route = createFileRoute('/_account/profile/withdraw')({
  head: ({ match }) => pageHead(match, text),
  component: ProfileWithdrawPage,
})

function ProfileWithdrawPage() {
  return (
    <div className={styles.stack}>
      <PageIntro {...text()} />
      <WithdrawableBalances />
      <WithdrawForm />
      <WithdrawalHistory />
    </div>
  )
}
