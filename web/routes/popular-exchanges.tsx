import { createFileRoute } from '@tanstack/react-router'
import { Page } from '@/components/layout/page'
import { PopularExchanges } from '@/features/exchange/components/popular-exchanges'
import { loadPopularExchanges } from '@/features/exchange/exchange-loader'
import { pageHead } from '@/lib/head'
import { m } from '@/paraglide/messages.js'

const text = () => ({
  title: m.page_title_popular_exchanges(),
  description: m.page_description_popular_exchanges(),
})

export const Route = createFileRoute('/popular-exchanges')({
  staticData: { seoPage: 'popular-exchanges' },
  loader: ({ context }) => loadPopularExchanges(context.queryClient),
  head: ({ match }) => pageHead(match, text),
  component: PopularExchangesPage,
})

function PopularExchangesPage() {
  return (
    <Page {...text()}>
      <PopularExchanges />
    </Page>
  )
}
