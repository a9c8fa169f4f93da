import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '@/components/layout/page'
import { pageHead } from '@/lib/head'
import { m } from '@/paraglide/messages.js'

const text = () => ({ title: m.page_title_profile_keys(), description: m.page_description_profile_keys() })

export const Route = createFileRoute('/_account/profile/keys')({
  head: ({ match }) => pageHead(match, text),
  component: ProfileKeysPage,
})

function ProfileKeysPage() {
  return <PageIntro {...text()} />
}
