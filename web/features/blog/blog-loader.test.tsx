import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { m } from '@/paraglide/messages.js'
import { renderApp } from '@/test/render-app'
import { setupSdkTestNetwork } from '@/test/sdk-test-network'

// What /blog/{slug...} opens (loadBlogPath), through the whole app (route tree, router, SDK, mock blog) in both
// locales: the mock blog has the categories guides, news, security and market, and the posts
// guides/wallets/choosing-a-wallet and guides/wallets/hardware-wallets (no guides/wallets listing).

const network = setupSdkTestNetwork()

beforeEach(() => {
  // The not-found page logs the miss.
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

/** Opens `path` and returns the address the visitor ends on and the page's heading. */
async function open(path: string) {
  const app = await renderApp(path, network)
  try {
    const heading = await screen.findByRole('heading', { level: 1 })
    return { pathname: app.router.history.location.pathname, heading: heading.textContent }
  } finally {
    app.dispose()
  }
}

describe.each([
  { prefix: '', locale: 'en', guides: 'Guides' },
  { prefix: '/ru', locale: 'ru', guides: 'Руководства' },
] as const)('the blog in $locale', ({ prefix, locale, guides }) => {
  const categoryTitle = m.blog_category_title({ category: guides }, { locale })

  it('a category’s page 1 has one address: /blog/guides/page1 opens /blog/guides', async () => {
    expect(await open(`${prefix}/blog/guides/page1`)).toEqual({
      pathname: `${prefix}/blog/guides`,
      heading: categoryTitle,
    })
  })

  it('a prefix of posts (/blog/guides/wallets) opens the listing of their category', async () => {
    expect(await open(`${prefix}/blog/guides/wallets`)).toEqual({
      pathname: `${prefix}/blog/guides`,
      heading: categoryTitle,
    })
  })

  it('keeps a category’s later pages, posts under the prefix, and 404s for what is neither', async () => {
    expect(await open(`${prefix}/blog/guides/page2`)).toMatchObject({
      pathname: `${prefix}/blog/guides/page2`,
    })
    const post = await open(`${prefix}/blog/guides/wallets/hardware-wallets`)
    expect(post.pathname).toBe(`${prefix}/blog/guides/wallets/hardware-wallets`)
    expect(post.heading).not.toBe(categoryTitle)
    for (const missing of ['/blog/guides/wallet', '/blog/guides/wallets/nope', '/blog/welcome/x']) {
      const page = await open(`${prefix}${missing}`)
      expect(page.pathname).toBe(`${prefix}${missing}`)
      expect(page.heading).toBe(m.error_not_found_title({ path: `${prefix}${missing}` }, { locale }))
    }
  })
})
