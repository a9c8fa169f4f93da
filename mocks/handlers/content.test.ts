// The content services (dictionary, blog, site) through the real SDK, on their own base URLs.
import { getBlogPost, getDoc, listBlogPosts } from '@sdk/gen/blog/sdk.gen'
import { getSeoTexts } from '@sdk/gen/dictionary/sdk.gen'
import { getLatestBuild, getLocaleMessages, lookupRedirect } from '@sdk/gen/site/sdk.gen'
import { describe, expect, it } from 'vitest'
import { failure, setupSdkTestNetwork } from './sdk-test-network'

setupSdkTestNetwork()

describe('blog', () => {
  it('reads a post whose slug has several segments (sent as one %2F-encoded segment)', async () => {
    const { data, request } = await getBlogPost({
      path: { slug: 'guides/wallets/choosing-a-wallet' },
      query: { locale: 'ru' },
    })
    expect(request?.url).toContain('/posts/guides%2Fwallets%2Fchoosing-a-wallet')
    expect(data).toMatchObject({ slug: 'guides/wallets/choosing-a-wallet', category: { slug: 'guides' } })
  })

  it('pages the posts and answers ERR_NOT_FOUND for an unknown category or post', async () => {
    const { data } = await listBlogPosts({ query: { per_page: 5, offset: 5 } })
    expect(data).toMatchObject({ offset: 5, per_page: 5, total: expect.any(Number) })
    expect(data?.items).toHaveLength(5)
    expect(await failure(listBlogPosts({ query: { category: 'nope' } }))).toMatchObject({
      code: 'ERR_NOT_FOUND',
    })
    expect(await failure(getBlogPost({ path: { slug: 'guides/nope' } }))).toMatchObject({
      code: 'ERR_NOT_FOUND',
    })
    expect((await getDoc({ path: { slug: 'rates' } })).data).toMatchObject({ slug: 'rates' })
  })
})

describe('dictionary and site', () => {
  it('answers the SEO texts of a page', async () => {
    const { data } = await getSeoTexts({ body: { params: { page: 'popular-exchanges', locale: 'en' } } })
    expect(data?.data).toHaveProperty('seo_popular_exchanges_title')
  })

  it('looks up redirects, serves the build manifest uncached and 404s an unknown locale', async () => {
    expect((await lookupRedirect({ query: { path: '/ru/old-exchange' } })).data).toEqual({
      redirect: { to: '/ru/popular-exchanges', status: 301, external: false },
    })
    expect((await lookupRedirect({ query: { path: '/nothing-here' } })).data).toEqual({ redirect: null })
    const build = await getLatestBuild()
    expect(build.response?.headers.get('cache-control')).toBe('no-cache')
    // The mocks' overlay: one text of their own, in the locale's language, with the message's placeholders.
    expect((await getLocaleMessages({ path: { locale: 'ru' } })).data).toEqual({
      footer_copyright: expect.stringMatching(/^© \{year\} \{brand\}\. Все права защищены\.$/),
    })
    // @ts-expect-error: a locale the contract does not list
    expect(await failure(getLocaleMessages({ path: { locale: 'de' } }))).toMatchObject({
      code: 'ERR_NOT_FOUND',
    })
  })
})
