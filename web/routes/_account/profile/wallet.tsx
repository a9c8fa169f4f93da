import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '@/components/layout/page'
import { WalletBalances } from '@/features/account-ledger/components/wallet-balances'
import { WalletHistory } from '@/features/account-ledger/components/wallet-history'
import { pageHead } from '@/lib/head'
import styles from './-components/section-stack.module.css'
import { profileWalletText } from './-components/wallet-text'

export const Route = createFileRoute('/_account/profile/wallet')({
  head: async ({ match }) => pageHead(match, (await import('./-components/wallet-text')).profileWalletText),
  component: ProfileWalletPage,
})

/** The wallet: balances per coin and network, then the deposits and withdrawals, newest first, paged. */
function ProfileWalletPage() {
  return (
    <div className={styles.stack}>
      <PageIntro {...profileWalletText()} />
      <WalletBalances />
      <WalletHistory />
    </div>
  )
}
