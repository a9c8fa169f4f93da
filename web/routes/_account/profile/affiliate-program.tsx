import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '@/components/layout/page'
import { pageHead } from '@/lib/head'
import { m } from '@/paraglide/messages.js'

const text = () => ({
  title: m.page_title_profile_affiliate_program(),
  description: m.page_description_profile_affiliate_program(),
})

export const Route = createFileRoute('/_account/profile/affiliate-program')({
  head: ({ match }) => pageHead(match, text),
  component: ProfileAffiliateProgramPage,
})

function ProfileAffiliateProgramPage() {
  return <PageIntro {...text()} />
}
