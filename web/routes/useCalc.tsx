import { createFileRoute } from '@tanstack/react-router'
import { Page } from '@/components/layout/page'
import { ExchangeFormSkeleton } from '@/features/exchange/components/exchange-form-skeleton'
import { ExchangeStart } from '@/features/exchange/components/exchange-start'
import { loadExchangeForm } from '@/features/exchange/exchange-loader'
import { exchangeSearchSchema } from '@/features/exchange/selection/exchange-search'
import { pageHead } from '@/lib/head/head'
import { EXCHANGE_FORM_END } from '@/lib/hydration/first-screen'
import { m } from '@/paraglide/messages.js'

const text = () => ({ title: m.page_title_use_calc(), description: m.page_description_use_calc() })

/** The exchange calculator: the live rate and both amounts for any pair, without an order (same URL query). */
export const Route = createFileRoute('/useCalc')({
  staticData: { seoPage: 'use-calc' },
  validateSearch: exchangeSearchSchema,
  loader: ({ context }) => loadExchangeForm(context.queryClient),
  head: ({ match }) => pageHead(match, text, undefined, { paintAfter: EXCHANGE_FORM_END }),
  pendingComponent: UseCalcPending,
  component: UseCalcPage,
})

function UseCalcPending() {
  return (
    <Page {...text()}>
      <ExchangeFormSkeleton variant="calculator" />
    </Page>
  )
}

function UseCalcPage() {
  const search = Route.useSearch()
  return (
    <Page {...text()}>
      <ExchangeStart search={search} variant="calculator" />
    </Page>
  )
}
