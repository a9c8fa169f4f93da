import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { Page } from '@/components/layout/page'
import { PriceList } from '@/features/prices/components/price-list'
import { priceListSearchSchema } from '@/features/prices/price-search'
import { pricedInstrumentsQueryOptions } from '@/features/prices/queries'
import { pageHead } from '@/lib/head/head'
import { pricesText } from './-components/prices-text'

export const Route = createFileRoute('/price/')({
  staticData: { seoPage: 'price' },
  validateSearch: priceListSearchSchema,
  loader: ({ context }) => context.queryClient.ensureQueryData(pricedInstrumentsQueryOptions()),
  // The dictionary's description may count the coins ('{count}'): the count is the list's own, as the page shows it.
  head: async ({ match, loaderData }) =>
    pageHead(
      match,
      (await import('./-components/prices-text')).pricesText,
      loaderData ? { count: String(loaderData.length) } : undefined,
    ),
  component: PriceListPage,
})

function PriceListPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { data: instruments } = useSuspenseQuery(pricedInstrumentsQueryOptions())
  return (
    <Page {...pricesText()}>
      <PriceList
        instruments={instruments}
        search={search}
        onSearchChange={(change) =>
          void navigate({ search: (latest) => ({ ...latest, ...change }), replace: true })
        }
      />
    </Page>
  )
}
