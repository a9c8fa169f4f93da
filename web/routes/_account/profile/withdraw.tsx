import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '@/components/layout/page'
import { pageHead } from '@/lib/head'
import { m } from '@/paraglide/messages.js'

const text = () => ({
  title: m.page_title_profile_withdraw(),
  description: m.page_description_profile_withdraw(),
})

export const Route = createFileRoute('/_account/profile/withdraw')({
  head: ({ match }) => pageHead(match, text),
  component: ProfileWithdrawPage,
})

function ProfileWithdrawPage() {
  return <PageIntro {...text()} />
}
