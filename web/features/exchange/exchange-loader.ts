import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { instrumentLabel } from '@/domain/instrument-label'
import { ensureInstrumentLists } from '@/domain/instrument-lists'
import { defaultPairQueryOptions, popularPairsQueryOptions } from './queries'
import type { PathPair } from './selection/exchange-search'

/**
 * What a page with the exchange form needs before it renders: the instruments and the server's default pair
 * (a failed default pair is not fatal: docs/product.md §9's defaults stand in).
 */
export async function loadExchangeForm(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    ensureInstrumentLists(queryClient),
    queryClient.ensureQueryData(defaultPairQueryOptions()).catch(() => null),
  ])
}

/** The pair as people write it, for the page's title: 'BTC', 'USDT (TRC20)'. */
export interface PairNames {
  from: string
  to: string
}

/** /exchange-{pair}: the instruments, and both slugs of the pair must name one (else the page is not found). */
export async function loadExchangePair(
  queryClient: QueryClient,
  pair: PathPair,
  { prerendering = false, shown = {} as Partial<PathPair> } = {},
): Promise<PairNames> {
  // Both lists, as they come: a slug is looked up, whichever list names it.
  const instruments = (await ensureInstrumentLists(queryClient)).flat()
  const find = (slug?: string) => instruments.find((instrument) => instrument.slug === slug)
  const from = find(pair.send)
  const to = find(pair.receive)
  if (!from || !to) throw notFound()
  // import.meta.env.SSR first: the browser's build drops the branch and its module.
  if (import.meta.env.SSR && prerendering) {
    const { decideStartAmount } = await import('./selection/decide-start-amount')
    await decideStartAmount(queryClient, from, to)
  }
  // As the form resolves it (selection/form-search.ts): an unknown slug in the search is ignored.
  return { from: instrumentLabel(find(shown.send) ?? from), to: instrumentLabel(find(shown.receive) ?? to) }
}

/** /popular-exchanges: the pairs and the instruments (for their logos and names). */
export async function loadPopularExchanges(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.ensureQueryData(popularPairsQueryOptions()),
    ensureInstrumentLists(queryClient),
  ])
}
