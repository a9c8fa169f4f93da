import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '@/components/layout/page'
import { OrderHistory } from '@/features/account-ledger/components/order-history'
import { pageIndex, pageParam } from '@/features/account-ledger/components/page-param'
import { ledgerPageSearchSchema } from '@/features/account-ledger/ledger-page-search'
import { pageHead } from '@/lib/head/head'
import { historyText } from './-components/history-text'
import styles from './-components/section-stack.module.css'

export const Route = createFileRoute('/_account/profile/history')({
  validateSearch: ledgerPageSearchSchema,
  head: async ({ match }) => pageHead(match, (await import('./-components/history-text')).historyText),
  component: ProfileHistoryPage,
})

/** The user's orders, newest first, paged, each linking to its order page. */
function ProfileHistoryPage() {
  const { page } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <div className={styles.stack}>
      <PageIntro {...historyText()} />
      <OrderHistory
        page={pageIndex(page)}
        onPage={(next) =>
          // The pager stays where it was: only the list changes.
          void navigate({
            search: (previous) => ({ ...previous, page: pageParam(next) }),
            resetScroll: false,
          })
        }
      />
    </div>
  )
}
