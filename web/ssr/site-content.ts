import { listBlogCategories, listBlogPosts, listDocs } from '@sdk/gen/blog/sdk.gen'
import type { ContentLocale } from '@sdk/gen/blog/types.gen'
import type { QueryClient } from '@tanstack/react-query'
import { ensureInstrumentLists } from '@/domain/instrument-lists'
import { mergeInstruments } from '@/domain/use-instruments'
import { isOwnAddressDoc } from '@/features/docs/docs-links'
import { popularPairsQueryOptions } from '@/features/exchange/queries'
import { symbolSchema } from '@/lib/route-params'
import type { LocaleContent } from './page-list'

/**
 * How many of the most popular pairs get a pre-rendered /exchange-{pair} page (inferred: the popular-exchanges
 * page shows the first 30 before "show all"; the rest render in the browser).
 */
export const PRERENDERED_POPULAR_PAIRS = 30

/** The most the blog CMS returns per listing call (the contract's per_page maximum). */
const BLOG_MAX_PER_PAGE = 50

/**
 * The content the pages with path parameters are made from, in one locale, through the same SDK calls and query
 * options the pages use: the popular pairs and the instruments (main API), the blog posts and categories and the
 * docs (blog CMS). At build time the mocks answer, or a real backend (docs/prerendering.md).
 */
export async function loadLocaleContent(
  queryClient: QueryClient,
  locale: ContentLocale,
): Promise<LocaleContent> {
  const pairsOptions = popularPairsQueryOptions()
  const [pairs, instruments, firstPosts, categories, docs] = await Promise.all([
    queryClient.fetchQuery(pairsOptions).then(pairsOptions.select),
    ensureInstrumentLists(queryClient).then(([crypto, card]) => mergeInstruments(crypto, card)),
    listBlogPosts({ query: { locale }, throwOnError: true }).then(({ data }) => data),
    listBlogCategories({ query: { locale }, throwOnError: true }).then(({ data }) => data),
    listDocs({ query: { locale }, throwOnError: true }).then(({ data }) => data),
  ])
  return {
    popularPairs: pairs.slice(0, PRERENDERED_POPULAR_PAIRS).map((pair) => ({
      send: pair.instrumentFrom.slug.toLowerCase(),
      receive: pair.instrumentTo.slug.toLowerCase(),
    })),
    priceSymbols: priceSymbols(instruments),
    blogPosts: await allPostSlugs(locale, firstPosts.total),
    blogCategories: categories.map(({ slug, postCount }) => ({ slug, postCount })),
    blogPostCount: firstPosts.total,
    // The CMS's own page size, which a listing without per_page shows.
    blogPageSize: firstPosts.per_page,
    // The partner API and widget docs are pre-rendered at their own addresses (/swap-api, /widget), not under /docs.
    docs: docs.map((doc) => doc.slug).filter((slug) => !isOwnAddressDoc(slug)),
  }
}

/**
 * A price page per instrument the /price list links to: its slug (the /price/$symbol route finds the instrument
 * by slug, so USDT on TRC20 is /price/usdttrc20), each once, those the route's pattern accepts.
 */
export function priceSymbols(instruments: readonly { slug: string }[]): string[] {
  const symbols = instruments
    .map((instrument) => instrument.slug.toLowerCase())
    .filter((symbol) => symbolSchema.safeParse(symbol).success)
  return [...new Set(symbols)]
}

async function allPostSlugs(locale: ContentLocale, total: number): Promise<string[]> {
  const offsets = Array.from(
    { length: Math.ceil(total / BLOG_MAX_PER_PAGE) },
    (_, i) => i * BLOG_MAX_PER_PAGE,
  )
  const pages = await Promise.all(
    offsets.map((offset) =>
      listBlogPosts({ query: { locale, offset, per_page: BLOG_MAX_PER_PAGE }, throwOnError: true }),
    ),
  )
  return pages.flatMap(({ data }) => data.items.map((post) => post.slug))
}
