import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '@/components/layout/page'
import { OrderHistory } from '@/features/account-ledger/components/order-history'
import { pageHead } from '@/lib/head'
import { m } from '@/paraglide/messages.js'
import styles from './-components/section-stack.module.css'

const text = () => ({
  title: m.page_title_profile_history(),
  description: m.page_description_profile_history(),
})

export const Route = createFileRoute('/_account/profile/history')({
  head: ({ match }) => pageHead(match, text),
  component: ProfileHistoryPage,
})

/** The user's orders, newest first, paged, each linking to its order page. */
function ProfileHistoryPage() {
  return (
    <div className={styles.stack}>
      <PageIntro {...text()} />
      <OrderHistory />
    </div>
  )
}
