// @vitest-environment jsdom
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { pageLinks } from './head'
import { canonicalLink } from './locale'
import { parseOrNotFound, symbolSchema } from './route-params'

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
      { rel: 'alternate', hrefLang: 'ru', href: `${origin}/ru/price/btc` },
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
