import { createFileRoute } from '@tanstack/react-router'
import { Page } from '@/components/layout/page'
import { ExchangeFormSkeleton } from '@/features/exchange/components/exchange-form-skeleton'
import { ExchangeStart } from '@/features/exchange/components/exchange-start'
import { loadExchangePair, type PairNames } from '@/features/exchange/exchange-loader'
import { exchangeSearchSchema } from '@/features/exchange/selection/exchange-search'
import { pageHead } from '@/lib/head/head'
import { EXCHANGE_FORM_END } from '@/lib/hydration/first-screen'
import { pairSchema, parseOrNotFound } from '@/lib/route-params'
import { m } from '@/paraglide/messages.js'

/** The pair's names once the loader has found its instruments ('USDT (TRC20)'); until then its slugs, upper-cased. */
const pairNames = (params: { send: string; receive: string }, loaded?: PairNames): PairNames =>
  loaded ?? { from: params.send.toUpperCase(), to: params.receive.toUpperCase() }

const text = (names: PairNames) => () => ({
  title: m.page_title_exchange(names),
  description: m.page_description_exchange(names),
})

/**
 * /exchange-{send}-{receive}, set up from the pair before the page opens (docs/product.md §2): the loader makes sure both
 * slugs name an instrument (else 404). The query (docs/product.md §2 "Exchange page query") is optional: send/receive
 * appear once the user picks another pair on this page, amount as it changes.
 */
export const Route = createFileRoute('/exchange-{$pair}')({
  staticData: { seoPage: 'exchange' },
  // 'btc-usdttrc20' → { pair, send: 'btc', receive: 'usdttrc20' }; anything else is a 404.
  params: {
    parse: ({ pair }) => parseOrNotFound(pairSchema, pair),
    stringify: ({ pair }) => ({ pair }),
  },
  validateSearch: exchangeSearchSchema,
  // The title and heading name the pair on screen, which the search changes without leaving the path.
  loaderDeps: ({ search }) => ({ send: search.send, receive: search.receive }),
  loader: ({ context, params, deps }) =>
    loadExchangePair(context.queryClient, params, { prerendering: import.meta.env.SSR, shown: deps }),
  head: ({ match, params, loaderData }) => {
    const names = pairNames(params, loaderData)
    return pageHead(match, text(names), { ...names }, { paintAfter: EXCHANGE_FORM_END })
  },
  pendingComponent: ExchangePending,
  component: ExchangePage,
})

function ExchangePending() {
  const params = Route.useParams()
  return (
    <Page {...text(pairNames(params))()}>
      <ExchangeFormSkeleton />
    </Page>
  )
}

function ExchangePage() {
  const params = Route.useParams()
  const search = Route.useSearch()
  const names = Route.useLoaderData()
  const pathPair = { send: params.send, receive: params.receive }
  return (
    <Page {...text(names)()}>
      <ExchangeStart key={params.pair} search={search} pathPair={pathPair} />
    </Page>
  )
}
