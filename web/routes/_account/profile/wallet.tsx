import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '@/components/layout/page'
import { pageHead } from '@/lib/head'
import { m } from '@/paraglide/messages.js'

const text = () => ({
  title: m.page_title_profile_wallet(),
  description: m.page_description_profile_wallet(),
})

export const Route = createFileRoute('/_account/profile/wallet')({
  head: ({ match }) => pageHead(match, text),
  component: ProfileWalletPage,
})

function ProfileWalletPage() {
  return <PageIntro {...text()} />
}
