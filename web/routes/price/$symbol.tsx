import { createFileRoute } from '@tanstack/react-router'
import { Page } from '@/components/layout/page'
import { pageHead } from '@/lib/head'
import { parseOrNotFound, symbolSchema } from '@/lib/route-params'
import { m } from '@/paraglide/messages.js'

const text = (symbol: string) => () => ({
  title: m.page_title_price_symbol({ symbol: symbol.toUpperCase() }),
  description: m.page_description_price_symbol({ symbol: symbol.toUpperCase() }),
})

export const Route = createFileRoute('/price/$symbol')({
  params: {
    parse: ({ symbol }) => ({ symbol: parseOrNotFound(symbolSchema, symbol).toLowerCase() }),
    stringify: ({ symbol }) => ({ symbol }),
  },
  head: ({ match, params }) => pageHead(match, text(params.symbol)),
  component: PriceSymbolPage,
})

function PriceSymbolPage() {
  const { symbol } = Route.useParams()
  return <Page {...text(symbol)()} />
}
