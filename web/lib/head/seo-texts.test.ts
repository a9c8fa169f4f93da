// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { m } from '@/paraglide/messages.js'
import { pageHead } from './head'
import { seoKeyProblems, seoOverrides, seoTextsQueryOptions } from './seo-texts'

const texts = {
  seo_exchange_title: 'Exchange {from} to {to}',
  seo_exchange_description: 'Swap {from} for {to} at a fixed or floating rate.',
  seo_exchange_markup: '{"@type":"WebPage","name":"Exchange"}',
}

describe('SEO overrides (docs/product.md §2 rule 5)', () => {
  it('takes the page title, description and markup, placeholders filled', () => {
    expect(seoOverrides('exchange', texts, { from: 'BTC', to: 'USDT' })).toEqual({
      title: 'Exchange BTC to USDT',
      description: 'Swap BTC for USDT at a fixed or floating rate.',
      markup: { '@type': 'WebPage', name: 'Exchange' },
    })
  })

  it('keeps the default for a text whose placeholders cannot be filled, and skips broken markup', () => {
    expect(seoOverrides('exchange', { ...texts, seo_exchange_markup: '{oops' }, { from: 'BTC' })).toEqual({})
  })

  it('uses the page key with dashes as underscores', () => {
    expect(seoOverrides('popular-exchanges', { seo_popular_exchanges_title: 'Popular' })).toEqual({
      title: 'Popular',
    })
  })

  it('names what the docs/product.md §8 check finds missing or broken', () => {
    expect(seoKeyProblems('home', { seo_home_title: 'Home', seo_home_markup: 'not json' })).toEqual([
      'seo_home_description is missing',
      'seo_home_markup is not valid JSON',
    ])
    expect(seoKeyProblems('exchange', texts)).toEqual([])
  })
})

describe('pageHead with SEO texts', () => {
  const defaults = () => ({ title: 'Default title', description: 'Default description' })
  const head = (queryClient: QueryClient) =>
    pageHead({ status: 'success', staticData: { seoPage: 'exchange' }, context: { queryClient } }, defaults, {
      from: 'BTC',
      to: 'ETH',
    })

  it('shows the loaded SEO texts instead of the defaults, with the JSON-LD', () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(seoTextsQueryOptions('exchange').queryKey, { data: texts })
    const meta = head(queryClient).meta ?? []
    const title = m.seo_title_template({ title: 'Exchange BTC to ETH', brand: m.brand_name() })
    expect(meta).toContainEqual({ title })
    expect(meta).toContainEqual({
      name: 'description',
      content: 'Swap BTC for ETH at a fixed or floating rate.',
    })
    expect(meta).toContainEqual({ 'script:ld+json': { '@type': 'WebPage', name: 'Exchange' } })
  })

  it('keeps the default texts when none were loaded', () => {
    const meta = head(new QueryClient()).meta ?? []
    expect(meta).toContainEqual({ name: 'description', content: 'Default description' })
    expect(meta.some((tag) => 'script:ld+json' in tag)).toBe(false)
  })
})
