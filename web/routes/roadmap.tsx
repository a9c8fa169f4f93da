import { createFileRoute } from '@tanstack/react-router'
import { Page } from '@/components/layout/page'
import { Roadmap } from '@/features/info-pages/components/roadmap'
import { pageHead } from '@/lib/head/head'
import { useSectionTexts } from '@/lib/i18n/use-section-texts'
import { m } from '@/paraglide/messages.js'
import { roadmapText } from './-components/roadmap-text'

export const Route = createFileRoute('/roadmap')({
  staticData: { seoPage: 'roadmap', contentSection: 'roadmap' },
  head: async ({ match }) => pageHead(match, (await import('./-components/roadmap-text')).roadmapText),
  component: RoadmapPage,
})

function RoadmapPage() {
  // Rule 7: the heading is the roadmap section's own text once loaded (the navigation loads it before the page).
  const texts = useSectionTexts('roadmap')
  return (
    <Page {...roadmapText()} title={texts.roadmap_title ?? m.page_title_roadmap()}>
      <Roadmap />
    </Page>
  )
}
