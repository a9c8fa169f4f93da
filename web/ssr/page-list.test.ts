import { describe, expect, it } from 'vitest'
import { type LocaleContent, localePages, privatePathPrefixes } from './page-list'

const content: LocaleContent = {
  popularPairs: [{ send: 'btc', receive: 'eth' }],
  priceSymbols: ['btc'],
  blogPosts: ['guides/first-swap'],
  blogCategories: [{ slug: 'guides', postCount: 3 }],
  blogPostCount: 3,
  blogPageSize: 2,
  docs: ['rates'],
}

const routes = [
  { id: '/', fullPath: '/' },
  { id: '/blog/', fullPath: '/blog/' },
  { id: '/blog/$', fullPath: '/blog/$' },
  { id: '/blog/page{$number}', fullPath: '/blog/page{$number}' },
  { id: '/price/$symbol', fullPath: '/price/$symbol' },
  { id: '/exchange-{$pair}', fullPath: '/exchange-{$pair}' },
  { id: '/docs/$slug', fullPath: '/docs/$slug' },
  { id: '/_account/lk', fullPath: '/lk' },
  { id: '/order/$id', fullPath: '/order/$id' },
]

describe('the page list', () => {
  it('lists the pages without parameters and the content pages of the others, never the private ones', () => {
    expect(localePages(routes, content)).toEqual([
      '/',
      '/blog',
      '/blog/guides',
      '/blog/guides/page2',
      '/blog/guides/first-swap',
      '/blog/page2',
      '/price/btc',
      '/exchange-btc-eth',
      '/docs/rates',
    ])
  })

  it('fails on a route with parameters that has no source, so no page is left out silently', () => {
    expect(() => localePages([{ id: '/coins/$id', fullPath: '/coins/$id' }], content)).toThrow(
      /\/coins\/\$id/,
    )
  })

  it('keeps crawlers out of the private routes', () => {
    expect(privatePathPrefixes(routes)).toEqual(['/lk', '/order'])
  })
})
