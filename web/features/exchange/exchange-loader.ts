import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import type { PathPair } from './exchange-search'
import { defaultPairQueryOptions, instrumentsQueryOptions, popularPairsQueryOptions } from './queries'

/**
 * What a page with the exchange form needs before it renders: the instruments and the server's default pair
 * (a failed default pair is not fatal: §9's defaults stand in).
 */
export async function loadExchangeForm(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.ensureQueryData(instrumentsQueryOptions()),
    queryClient.ensureQueryData(defaultPairQueryOptions()).catch(() => null),
  ])
}

/** /exchange-{pair}: the instruments, and both slugs of the pair must name one (else the page is not found). */
export async function loadExchangePair(queryClient: QueryClient, pair: PathPair): Promise<void> {
  const instruments = await queryClient.ensureQueryData(instrumentsQueryOptions())
  const known = (slug: string) => instruments.some((instrument) => instrument.slug === slug)
  if (!known(pair.send) || !known(pair.receive)) throw notFound()
}

/** /popular-exchanges: the pairs and the instruments (for their logos and names). */
export async function loadPopularExchanges(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.ensureQueryData(popularPairsQueryOptions()),
    queryClient.ensureQueryData(instrumentsQueryOptions()),
  ])
}
