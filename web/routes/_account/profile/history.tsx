import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '@/components/layout/page'
import { pageHead } from '@/lib/head'
import { m } from '@/paraglide/messages.js'

const text = () => ({
  title: m.page_title_profile_history(),
  description: m.page_description_profile_history(),
})

export const Route = createFileRoute('/_account/profile/history')({
  head: ({ match }) => pageHead(match, text),
  component: ProfileHistoryPage,
})

function ProfileHistoryPage() {
  return <PageIntro {...text()} />
}
