import { createFileRoute } from '@tanstack/react-router'
import { Page } from '@/components/layout/page'
import { pageHead } from '@/lib/head'
import { m } from '@/paraglide/messages.js'

const text = () => ({ title: m.page_title_lk(), description: m.page_description_lk() })

export const Route = createFileRoute('/_account/lk')({
  head: ({ match }) => pageHead(match, text),
  component: AccountPage,
})

function AccountPage() {
  return <Page {...text()} />
}
