import { describe, expect, it } from 'vitest'
import { blogCategories, getBlogPost, listBlogPosts } from './content-blog'
import { ALL_DOC_PAGES, getDoc, listDocs } from './content-docs'
import type { DocBlock } from './content-docs-pages'
import { SEO_PAGES, seoTexts } from './content-seo'
import { lookupRedirect, sectionTranslations } from './content-site'
import { catchCode } from './test-helpers'

describe('content', () => {
  it('pages the blog at 9 per page in both locales', () => {
    for (const locale of ['en', 'ru']) {
      const p1 = listBlogPosts({ locale })
      expect(p1.total).toBeGreaterThanOrEqual(25)
      expect(p1.items).toHaveLength(9)
      expect(listBlogPosts({ locale, offset: 27 }).items.length).toBeGreaterThan(0)
      expect((p1.items[0]?.publishedAt ?? '') >= (p1.items[1]?.publishedAt ?? '')).toBe(true)
    }
    expect(listBlogPosts({ locale: 'ru' }).items[0]?.title).not.toBe(
      listBlogPosts({ locale: 'en' }).items[0]?.title,
    )
    const cats = blogCategories('en')
    expect(cats.length).toBeGreaterThanOrEqual(3)
    expect(listBlogPosts({ category: 'guides' }).total).toBe(cats.find((c) => c.slug === 'guides')?.postCount)
  })

  it('serves multi-segment slugs and a post with a script for the sanitiser', async () => {
    expect(getBlogPost('guides/wallets/choosing-a-wallet').category.slug).toBe('guides')
    expect(getBlogPost(encodeURIComponent('guides/how-to-swap-usdt'), 'ru').title).toContain('USDT')
    expect(getBlogPost('security/sanitiser-test-post').html).toContain('<script>')
    await catchCode(() => getBlogPost('nope'), 'ERR_NOT_FOUND')
    await catchCode(() => listBlogPosts({ category: 'nope' }), 'ERR_NOT_FOUND')
    await catchCode(() => listBlogPosts({ per_page: 0 }), 'ERR_VALIDATION')
    await catchCode(() => listBlogPosts({ locale: 'de' }), 'ERR_VALIDATION')
  })

  it('gives every blog post its own text in both locales, the excerpt its first paragraph', () => {
    for (const summary of listBlogPosts({ locale: 'en', per_page: 50 }).items) {
      const en = getBlogPost(summary.slug, 'en')
      const ru = getBlogPost(summary.slug, 'ru')
      const paragraphs = (html: string) => html.match(/<p>/g)?.length ?? 0
      expect(paragraphs(en.html), summary.slug).toBeGreaterThanOrEqual(3)
      expect(paragraphs(ru.html), summary.slug).toBe(paragraphs(en.html))
      const text = (html: string) =>
        html
          .replaceAll('&lt;', '<')
          .replaceAll('&gt;', '>')
          .replaceAll('&quot;', '"')
          .replaceAll('&amp;', '&')
      expect(text(en.html).startsWith(`<p>${en.excerpt}</p>`), summary.slug).toBe(true)
    }
  })

  it('gives every docs page more than a line, the same in both locales', () => {
    const shape = (block: DocBlock) =>
      typeof block === 'string' ? 'p' : 'code' in block ? `code:${block.code}` : Object.keys(block)[0]
    for (const page of ALL_DOC_PAGES) {
      expect(page.body.en.length, page.slug).toBeGreaterThanOrEqual(3)
      // A translation has each paragraph, heading, list and code sample of the original, in its order.
      expect(page.body.ru.map(shape), page.slug).toEqual(page.body.en.map(shape))
      for (const [index, block] of page.body.en.entries()) {
        const translated = page.body.ru[index]
        if (
          typeof block === 'object' &&
          'list' in block &&
          typeof translated === 'object' &&
          'list' in translated
        )
          expect(translated.list.length, `${page.slug} list ${index}`).toBe(block.list.length)
      }
    }
  })

  it('serves the terms of service and the privacy policy in both locales, in a section of their own', () => {
    const legal = {
      'terms-of-service': { en: 'Terms of service', ru: 'Условия обслуживания' },
      'privacy-policy': { en: 'Privacy policy', ru: 'Политика конфиденциальности' },
    }
    const section = { en: 'Legal', ru: 'Правовая информация' }
    // The words of a page: its HTML without tags, placeholders or the addresses built on them.
    const words = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\{\w+\}\S*/g, ' ')
    for (const [slug, title] of Object.entries(legal)) {
      for (const locale of ['en', 'ru'] as const) {
        const doc = getDoc(slug, locale)
        expect(doc.title).toBe(title[locale])
        expect(listDocs(locale).find((summary) => summary.slug === slug)?.section).toBe(section[locale])
        expect(doc.html.match(/<(p|h2|ul)>/g)?.length, `${slug} ${locale}`).toBeGreaterThanOrEqual(15)
        expect(doc.html, `${slug} ${locale}`).not.toMatch(/lorem|ipsum|\bTBD\b|\bTODO\b/i)
        // The lead is the page's meta description, where placeholders are not filled in.
        expect(/<p>([^<]*)<\/p>/.exec(doc.html)?.[1], `${slug} ${locale}`).not.toContain('{')
      }
      const ru = words(getDoc(slug, 'ru').html)
      // Russian throughout: no three Latin words in a row (names such as Swap API, USDT or AML may stay).
      expect(ru).not.toMatch(/[A-Za-z]+(?:[\s,.;:()]+[A-Za-z]+){2}/)
      const latin = ru.match(/[A-Za-z]/g)?.length ?? 0
      const cyrillic = ru.match(/[А-Яа-яЁё]/g)?.length ?? 0
      expect(latin / (latin + cyrillic), slug).toBeLessThan(0.05)
    }
  })

  it('has docs, section translations and SEO texts in both locales', async () => {
    expect(listDocs('en').map((doc) => doc.slug)).toEqual(ALL_DOC_PAGES.map((page) => page.slug))
    expect(listDocs('en').length).toBeGreaterThanOrEqual(8)
    expect(getDoc('getting-started', 'ru').html).toContain('<h2>')
    await catchCode(() => getDoc('nope'), 'ERR_NOT_FOUND')
    for (const s of ['blog', 'docs', 'roadmap']) {
      expect(Object.keys(sectionTranslations(s, 'en').data)).toEqual(
        Object.keys(sectionTranslations(s, 'ru').data),
      )
    }
    for (const page of SEO_PAGES) {
      for (const loc of ['en', 'ru']) {
        const t = seoTexts(page, loc)
        const k = page.replaceAll('-', '_')
        expect(t[`seo_${k}_title`]).toBeTruthy()
        expect(() => JSON.parse(t[`seo_${k}_markup`] ?? '')).not.toThrow()
      }
    }
    expect(seoTexts('unknown-page', 'en')).toEqual({})
  })

  it('answers redirects, internal and external', () => {
    expect(lookupRedirect('/old-exchange')).toEqual({
      redirect: { to: '/popular-exchanges', status: 301, external: false },
    })
    expect(lookupRedirect('/ru/old-exchange').redirect?.to).toBe('/ru/popular-exchanges')
    expect(lookupRedirect('/telegram').redirect).toMatchObject({
      to: 'https://t.me/example_bot',
      external: true,
    })
    expect(lookupRedirect('/exchange-btc-usdt')).toEqual({ redirect: null })
  })
})
