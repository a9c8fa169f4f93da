import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '@/components/layout/page'
import { WithdrawForm } from '@/features/withdraw/components/withdraw-form'
import { WithdrawableBalances } from '@/features/withdraw/components/withdrawable-balances'
import { WithdrawalHistory } from '@/features/withdraw/components/withdrawal-history'
import { pageHead } from '@/lib/head/head'
import styles from './-components/section-stack.module.css'
import { withdrawText } from './-components/withdraw-text'

export const Route = createFileRoute('/_account/profile/withdraw')({
  head: async ({ match }) => pageHead(match, (await import('./-components/withdraw-text')).withdrawText),
  component: ProfileWithdrawPage,
})

function ProfileWithdrawPage() {
  return (
    <div className={styles.stack}>
      <PageIntro {...withdrawText()} />
      <WithdrawableBalances />
      <WithdrawForm />
      <WithdrawalHistory />
    </div>
  )
}
