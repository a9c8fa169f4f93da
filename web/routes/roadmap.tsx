import { createFileRoute } from '@tanstack/react-router'
import { Page } from '@/components/layout/page'
import { pageHead } from '@/lib/head'
import { m } from '@/paraglide/messages.js'

const text = () => ({ title: m.page_title_roadmap(), description: m.page_description_roadmap() })

export const Route = createFileRoute('/roadmap')({
  staticData: { seoPage: 'roadmap', contentSection: 'roadmap' },
  head: ({ match }) => pageHead(match, text),
  component: RoadmapPage,
})

function RoadmapPage() {
  return <Page {...text()} />
}
