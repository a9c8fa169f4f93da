import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '@/components/layout/page'
import { pageHead } from '@/lib/head'
import { m } from '@/paraglide/messages.js'

const text = () => ({
  title: m.page_title_profile_cashback(),
  description: m.page_description_profile_cashback(),
})

export const Route = createFileRoute('/_account/profile/cashback')({
  head: ({ match }) => pageHead(match, text),
  component: ProfileCashbackPage,
})

function ProfileCashbackPage() {
  return <PageIntro {...text()} />
}
