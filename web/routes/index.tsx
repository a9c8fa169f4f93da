import { createFileRoute } from '@tanstack/react-router'
import { Suspense, useMemo, useRef } from 'react'
import { z } from 'zod/mini'
import { Page } from '@/components/layout/page'
import { ExchangeFormSkeleton } from '@/features/exchange/components/exchange-form-skeleton'
import { ExchangeStartPart } from '@/features/exchange/components/exchange-start-part'
import { loadExchangeForm } from '@/features/exchange/exchange-loader'
import { exchangePairParams, exchangeSearchSchema } from '@/features/exchange/selection/exchange-search'
import layout from '@/features/home/components/home-layout.module.css'
import { HomeSectionsPlaceholder } from '@/features/home/components/home-sections-placeholder'
import { HOME_SECTIONS_PART } from '@/features/home/home-sections-part'
import { pageHead } from '@/lib/head/head'
import { EXCHANGE_FORM_END } from '@/lib/hydration/first-screen'
import { prerenderedLazy } from '@/lib/hydration/prerendered-lazy'
import { useReleaseWhenVisible } from '@/lib/hydration/release-when-visible'
import { m } from '@/paraglide/messages.js'

/**
 * Below the form: loaded after the form, so none of it is in the home page's first JS; a pre-rendered
 * home page hydrates them once they near the screen.
 */
const HomeSections = prerenderedLazy(
  HOME_SECTIONS_PART,
  () => import('@/features/home/components/home-sections').then((module) => module.HomeSections),
  'when-visible',
)

const text = () => ({ title: m.page_title_home(), description: m.page_description_home() })

/**
 * The exchange form's query (send, receive, amount, side, coin, ref: docs/product.md §2 "Exchange page query"), plus
 * cur_from / cur_to (the referral redirect of docs/product.md §2 rule 1) and redirect (where a guest wanted to go before the
 * auth guard sent them here).
 */
const homeSearchSchema = z.extend(exchangeSearchSchema, {
  cur_from: z.optional(z.string()),
  cur_to: z.optional(z.string()),
  redirect: z.optional(z.string()),
})

export const Route = createFileRoute('/')({
  staticData: { seoPage: 'home' },
  validateSearch: homeSearchSchema,
  loader: ({ context }) => loadExchangeForm(context.queryClient),
  head: ({ match }) => pageHead(match, text, undefined, { paintAfter: EXCHANGE_FORM_END }),
  pendingComponent: HomePending,
  component: HomePage,
})

function HomePending() {
  return (
    <Page {...text()}>
      <div className={layout.layout}>
        <div className={layout.form}>
          <ExchangeFormSkeleton />
        </div>
        <HomeSectionsPlaceholder />
      </div>
    </Page>
  )
}

function HomePage() {
  const search = Route.useSearch()
  const layoutRef = useRef<HTMLDivElement>(null)
  useReleaseWhenVisible(layoutRef, HOME_SECTIONS_PART)
  // One element for the page's life: the sections may still be the pre-rendered HTML, waiting for their code, and a
  // new element (a URL the form writes re-renders this page) would make React render them afresh.
  const sections = useMemo(
    () => (
      <Suspense fallback={<HomeSectionsPlaceholder />}>
        <HomeSections pairParams={exchangePairParams} />
      </Suspense>
    ),
    [],
  )
  return (
    <Page {...text()}>
      <div className={layout.layout} ref={layoutRef}>
        <div className={layout.form}>
          <Suspense fallback={<ExchangeFormSkeleton />}>
            <ExchangeStartPart search={search} />
          </Suspense>
        </div>
        {sections}
      </div>
    </Page>
  )
}
