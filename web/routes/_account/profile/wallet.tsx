import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '@/components/layout/page'
import { WalletBalances } from '@/features/account-ledger/components/wallet-balances'
import { WalletHistory } from '@/features/account-ledger/components/wallet-history'
import { pageHead } from '@/lib/head'
import { m } from '@/paraglide/messages.js'
import styles from './-components/section-stack.module.css'

const text = () => ({
  title: m.page_title_profile_wallet(),
  description: m.page_description_profile_wallet(),
})

export const Route = createFileRoute('/_account/profile/wallet')({
  head: ({ match }) => pageHead(match, text),
  component: ProfileWalletPage,
})

/** The wallet: balances per coin and network, then the deposits and withdrawals, newest first, paged. */
function ProfileWalletPage() {
  return (
    <div className={styles.stack}>
      <PageIntro {...text()} />
      <WalletBalances />
      <WalletHistory />
    </div>
  )
}
