import { createFileRoute } from '@tanstack/react-router'
import { Page } from '@/components/layout/page'
import { pageHead } from '@/lib/head'
import { m } from '@/paraglide/messages.js'

const text = () => ({
  title: m.page_title_for_competent_authorities(),
  description: m.page_description_for_competent_authorities(),
})

export const Route = createFileRoute('/for-competent-authorities')({
  staticData: { seoPage: 'for-competent-authorities' },
  head: ({ match }) => pageHead(match, text),
  component: ForCompetentAuthoritiesPage,
})

function ForCompetentAuthoritiesPage() {
  return <Page {...text()} />
}
