import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '@/components/layout/page'
import { OrderHistory } from '@/features/account-ledger/components/order-history'
import { pageHead } from '@/lib/head'
import { historyText } from './-components/history-text'
import styles from './-components/section-stack.module.css'

export const Route = createFileRoute('/_account/profile/history')({
  head: async ({ match }) => pageHead(match, (await import('./-components/history-text')).historyText),
  component: ProfileHistoryPage,
})

/** The user's orders, newest first, paged, each linking to its order page. */
function ProfileHistoryPage() {
  return (
    <div className={styles.stack}>
      <PageIntro {...historyText()} />
      <OrderHistory />
    </div>
  )
}
