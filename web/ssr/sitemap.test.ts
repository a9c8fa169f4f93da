import { describe, expect, it } from 'vitest'
import { sitemapXml } from './sitemap'

const ORIGIN = 'https://swap.example'

describe('sitemapXml', () => {
  it("names each page's alternates by the locales' language tags: en, ru-RU, and x-default", () => {
    const xml = sitemapXml(
      [
        { path: '/roadmap', locale: 'en' },
        { path: '/roadmap', locale: 'ru' },
      ],
      ORIGIN,
    )
    const hreflangs = [...xml.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [
      lang,
      href,
    ])
    // Each of the two <url> entries lists the same three alternates.
    expect(hreflangs).toEqual(
      Array(2)
        .fill([
          ['en', `${ORIGIN}/roadmap`],
          ['ru-RU', `${ORIGIN}/ru/roadmap`],
          ['x-default', `${ORIGIN}/roadmap`],
        ])
        .flat(),
    )
  })
})
