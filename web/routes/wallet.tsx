import { createFileRoute } from '@tanstack/react-router'
import { Page } from '@/components/layout/page'
import { LinkButton } from '@/components/ui/link-button'
import { InfoActions } from '@/features/info-pages/components/info-actions'
import { InfoArticle } from '@/features/info-pages/components/info-article'
import { walletSections } from '@/features/info-pages/content/wallet'
import { pageHead } from '@/lib/head/head'
import { m } from '@/paraglide/messages.js'
import { walletText } from './-components/wallet-text'

export const Route = createFileRoute('/wallet')({
  staticData: { seoPage: 'wallet' },
  head: async ({ match }) => pageHead(match, (await import('./-components/wallet-text')).walletText),
  component: WalletPage,
})

function WalletPage() {
  return (
    <Page {...walletText()}>
      <InfoArticle sections={walletSections()}>
        <InfoActions>
          <LinkButton to="/profile/wallet">{m.info_wallet_open()}</LinkButton>
        </InfoActions>
      </InfoArticle>
    </Page>
  )
}
