import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '@/components/layout/page'
import { pageIndex, pageParam } from '@/features/account-ledger/components/page-param'
import { WalletBalances } from '@/features/account-ledger/components/wallet-balances'
import { WalletHistory } from '@/features/account-ledger/components/wallet-history'
import { ledgerPageSearchSchema } from '@/features/account-ledger/ledger-page-search'
import { pageHead } from '@/lib/head/head'
import styles from './-components/section-stack.module.css'
import { profileWalletText } from './-components/wallet-text'

export const Route = createFileRoute('/_account/profile/wallet')({
  validateSearch: ledgerPageSearchSchema,
  head: async ({ match }) => pageHead(match, (await import('./-components/wallet-text')).profileWalletText),
  component: ProfileWalletPage,
})

/** The wallet: balances per coin and network, then the deposits and withdrawals, newest first, paged. */
function ProfileWalletPage() {
  const { page } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <div className={styles.stack}>
      <PageIntro {...profileWalletText()} />
      <WalletBalances />
      <WalletHistory
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
