import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { Page } from '@/components/layout/page'
import { exchangePairParams } from '@/features/exchange/selection/exchange-search'
import { PricePage } from '@/features/prices/components/price-page'
import { DEFAULT_PRICE_RANGE, pricePageSearchSchema } from '@/features/prices/price-search'
import { pricedInstrumentsQueryOptions } from '@/features/prices/queries'
import { pageHead } from '@/lib/head/head'
import { PRICE_CHART_HEAD_END } from '@/lib/hydration/first-screen'
import { parseOrNotFound, symbolSchema } from '@/lib/route-params'
import { priceSymbolText } from './-components/price-symbol-text'

export const Route = createFileRoute('/price/$symbol')({
  params: {
    parse: ({ symbol }) => ({ symbol: parseOrNotFound(symbolSchema, symbol).toLowerCase() }),
    stringify: ({ symbol }) => ({ symbol }),
  },
  // docs/product.md §2: the price page's texts (the dictionary's 'price' page) load before it opens. They are the price list's
  // title and description, so the coin's own text stays in its head (ownText below).
  staticData: { seoPage: 'price' },
  validateSearch: pricePageSearchSchema,
  // /price/BTC is /price/btc: one address per coin page (its canonical link and the sitemap's name the lower case).
  beforeLoad: ({ location, params }) => {
    if (/[A-Z]/.test(location.pathname))
      throw redirect({ to: '/price/$symbol', params, search: (previous) => previous, replace: true })
  },
  loader: async ({ context, params }) => {
    const instruments = await context.queryClient.ensureQueryData(pricedInstrumentsQueryOptions())
    const instrument = instruments.find((candidate) => candidate.slug === params.symbol)
    if (!instrument) throw notFound()
    return instrument
  },
  head: async ({ match, loaderData }) => {
    if (!loaderData) return {}
    const { priceSymbolText } = await import('./-components/price-symbol-text')
    return pageHead(match, () => priceSymbolText(loaderData), undefined, {
      paintAfter: PRICE_CHART_HEAD_END,
      ownText: true,
    })
  },
  component: PriceSymbolPage,
})

function PriceSymbolPage() {
  const { symbol } = Route.useParams()
  const { range = DEFAULT_PRICE_RANGE } = Route.useSearch()
  const navigate = Route.useNavigate()
  const { data: instrument } = useSuspenseQuery({
    ...pricedInstrumentsQueryOptions(),
    select: (instruments) => instruments.find((candidate) => candidate.slug === symbol),
  })
  if (!instrument) throw notFound()
  return (
    <Page {...priceSymbolText(instrument)}>
      <PricePage
        instrument={instrument}
        range={range}
        onRangeChange={(next) =>
          void navigate({ search: { range: next }, replace: true, resetScroll: false })
        }
        pairParams={exchangePairParams}
      />
    </Page>
  )
}
