// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { seoOverrides } from './seo-texts'
import { breadcrumbList, withMarkupDefaults } from './structured-data'

describe('JSON-LD with the docs/product.md §9 markup defaults', () => {
  it('gives a rating without a scale 5 best and 1 worst, and an organisation its 200x60 logo', () => {
    const markup = withMarkupDefaults({
      '@type': 'Organization',
      name: 'Swap',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.8', ratingCount: '12' },
    }) as Record<string, Record<string, unknown>>
    expect(markup.aggregateRating).toMatchObject({ bestRating: 5, worstRating: 1, ratingValue: '4.8' })
    expect(markup.logo).toMatchObject({ '@type': 'ImageObject', width: 200, height: 60 })
  })

  it('keeps a scale the markup already gives', () => {
    const rating = withMarkupDefaults({ '@type': 'Rating', bestRating: 10, worstRating: 0 })
    expect(rating).toMatchObject({ bestRating: 10, worstRating: 0 })
  })

  it('numbers the breadcrumb trail from 1', () => {
    expect(
      breadcrumbList([
        { name: 'Blog', href: 'https://x.test/blog' },
        { name: 'Guides', href: 'https://x.test/blog/guides' },
      ]).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Blog', item: 'https://x.test/blog' },
      { '@type': 'ListItem', position: 2, name: 'Guides', item: 'https://x.test/blog/guides' },
    ])
  })
})

describe('SEO markup placeholders', () => {
  const texts = {
    seo_exchange_title: 'Exchange {from} to {to}',
    seo_exchange_markup: JSON.stringify({ '@type': 'WebPage', name: 'Exchange {from} to {to}' }),
  }

  it('are filled from the page values, so no {from} reaches the page', () => {
    expect(seoOverrides('exchange', texts, { from: 'BTC', to: 'ETH' }).markup).toEqual({
      '@type': 'WebPage',
      name: 'Exchange BTC to ETH',
    })
  })

  it('drop the markup when a value is missing', () => {
    expect(seoOverrides('exchange', texts, {}).markup).toBeUndefined()
  })
})
