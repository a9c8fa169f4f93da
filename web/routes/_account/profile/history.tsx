import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { PageIntro } from '@/components/layout/page'
import { OrderHistory } from '@/features/account-ledger/components/order-history'
import { pageHead } from '@/lib/head'
import { historyText } from './-components/history-text'
import styles from './-components/section-stack.module.css'

export const Route = createFileRoute('/_account/profile/history')({
  // ?page=N, counted from 1 and absent on the first page: a reload or a shared link opens the same page. A plain
  // string here (the schema is in every page's first JS); the page reads it (pageIndex below).
  validateSearch: z.object({ page: z.optional(z.string()) }),
  head: async ({ match }) => pageHead(match, (await import('./-components/history-text')).historyText),
  component: ProfileHistoryPage,
})

/** The page ?page=N names, counted from 0; anything but a page number opens the first page. */
const pageIndex = (page?: string) => (page && /^[1-9]\d{0,5}$/.test(page) ? Number(page) - 1 : 0)

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
            search: (previous) => ({ ...previous, page: next > 0 ? String(next + 1) : undefined }),
            resetScroll: false,
          })
        }
      />
    </div>
  )
}
