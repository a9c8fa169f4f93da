import { createFileRoute } from '@tanstack/react-router'
import { Page } from '@/components/layout/page'
import { PopularExchanges } from '@/features/exchange/components/popular-exchanges'
import { loadPopularExchanges } from '@/features/exchange/exchange-loader'
import { pageHead } from '@/lib/head/head'
import { popularExchangesText } from './-components/popular-exchanges-text'

export const Route = createFileRoute('/popular-exchanges')({
  staticData: { seoPage: 'popular-exchanges' },
  loader: ({ context }) => loadPopularExchanges(context.queryClient),
  head: async ({ match }) =>
    pageHead(match, (await import('./-components/popular-exchanges-text')).popularExchangesText),
  component: PopularExchangesPage,
})

function PopularExchangesPage() {
  return (
    <Page {...popularExchangesText()}>
      <PopularExchanges />
    </Page>
  )
}
