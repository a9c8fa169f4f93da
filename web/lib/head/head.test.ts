// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { canonicalLink } from '@/lib/i18n/locale'
import { parseOrNotFound, symbolSchema } from '@/lib/route-params'
import { pageHead, pageLinks } from './head'
import { seoTextsQueryOptions } from './seo-texts'

// A small router shaped like the app's: the root renders the 404 and has an async beforeLoad (the navigation
// rules), and its head() builds the links from the matches; a param route that 404s through parseOrNotFound (as
// /price/$symbol and /blog/page{$number} do); a page whose loader fails.
async function linksAt(path: string) {
  const root = createRootRoute({
    beforeLoad: async () => {
      await Promise.resolve()
    },
    head: ({ matches }) => ({ links: pageLinks(matches) }),
    notFoundComponent: () => null,
  })
  const price = createRoute({
    getParentRoute: () => root,
    path: '/price/$symbol',
    params: {
      parse: ({ symbol }) => ({ symbol: parseOrNotFound(symbolSchema, symbol) }),
      stringify: ({ symbol }) => ({ symbol }),
    },
  })
  const blog = createRoute({ getParentRoute: () => root, path: '/blog' })
  const broken = createRoute({
    getParentRoute: () => root,
    path: '/broken',
    loader: () => {
      throw new Error('the page failed')
    },
  })
  const router = createRouter({
    routeTree: root.addChildren([price, blog, broken]),
    history: createMemoryHistory({ initialEntries: [path] }),
    defaultNotFoundComponent: () => null,
  })
  await router.load()
  return router.state.matches[0]?.links
}

describe('pageLinks', () => {
  const origin = window.location.origin

  it('gives a real page its canonical URL and hreflang alternates: every locale and x-default', async () => {
    expect(await linksAt('/price/btc')).toEqual([
      { rel: 'canonical', href: `${origin}/price/btc` },
      { rel: 'alternate', hrefLang: 'en', href: `${origin}/price/btc` },
      { rel: 'alternate', hrefLang: 'ru-RU', href: `${origin}/ru/price/btc` },
      { rel: 'alternate', hrefLang: 'x-default', href: `${origin}/price/btc` },
    ])
    expect(await linksAt('/blog')).toHaveLength(4)
  })

  it('makes the page in the locale it is shown in canonical, without its query', () => {
    const root = { routeId: '__root__', pathname: '/', status: 'success' }
    const page = { routeId: '/blog', pathname: '/blog', status: 'success' }
    expect(canonicalLink('/blog', 'https://swap.example.com', 'ru')).toEqual({
      rel: 'canonical',
      href: 'https://swap.example.com/ru/blog',
    })
    expect(pageLinks([root, page], 'https://swap.example.com')[0]).toEqual({
      rel: 'canonical',
      href: 'https://swap.example.com/blog',
    })
  })

  it('gives a 404 from a param that fails validation no alternates', async () => {
    expect(await linksAt('/price/not_a_symbol!')).toEqual([])
  })

  it('gives an unknown path, where only the root matched, no alternates', async () => {
    expect(await linksAt('/nope')).toEqual([])
  })

  it('gives a route that failed no alternates', async () => {
    expect(await linksAt('/broken')).toEqual([])
  })

  it('reads only the matches: a not-found flag anywhere means no page', () => {
    const root = { routeId: '__root__', pathname: '/', status: 'success' }
    const page = { routeId: '/blog', pathname: '/blog', status: 'success' }
    expect(pageLinks([root, page], 'https://swap.example.com')).toHaveLength(4)
    expect(pageLinks([root, { ...page, globalNotFound: true }], 'https://swap.example.com')).toEqual([])
    expect(pageLinks([{ ...root, status: 'notFound' }, page], 'https://swap.example.com')).toEqual([])
    // A param that failed: the match itself stays `success`; the not-found is the root's error.
    expect(pageLinks([root, { ...page, paramsError: new Error('bad') }], 'https://swap.example.com')).toEqual(
      [],
    )
    expect(pageLinks([{ ...root, error: { isNotFound: true } }, page], 'https://swap.example.com')).toEqual(
      [],
    )
    expect(pageLinks([root, { ...page, searchError: new Error('bad') }], 'https://swap.example.com')).toEqual(
      [],
    )
    expect(pageLinks([root], 'https://swap.example.com')).toEqual([])
    expect(pageLinks([], 'https://swap.example.com')).toEqual([])
  })
})

describe('pageHead on a page with its own text', () => {
  it('keeps the page’s title and description although its SEO page’s texts (another page’s) are loaded', () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(seoTextsQueryOptions('price').queryKey, {
      data: {
        seo_price_title: 'Cryptocurrency prices today',
        seo_price_description: 'Live prices of 150 coins.',
        seo_price_markup: '{"@type":"WebPage","name":"Cryptocurrency prices today"}',
      },
    })
    const match = { status: 'success', staticData: { seoPage: 'price' as const }, context: { queryClient } }
    const coin = () => ({ title: 'USDT (TRC20) price', description: 'The current USDT (TRC20) price.' })
    const meta = pageHead(match, coin, undefined, { ownText: true }).meta ?? []
    expect(meta[0]).toEqual({ title: expect.stringContaining('USDT (TRC20) price') })
    expect(meta).toContainEqual({ name: 'description', content: 'The current USDT (TRC20) price.' })
    expect(JSON.stringify(meta)).not.toContain('Cryptocurrency prices today')
  })
})
