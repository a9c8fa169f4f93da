// Contract tests, the content services: dictionary (SEO texts), blog and docs, and the site's own files
// (redirects, build manifest, locale messages), each on its own base URL of the HTTP mock server.
import { describe, expect, it } from 'vitest'
import {
  type Cases,
  describeOperations,
  expectCode,
  expectOk,
  serveContractFile,
  uncovered,
} from './contract-harness'
import { createSession } from './contract-session'

const ctx = serveContractFile('content')
const POST_SLUG = 'guides/how-to-swap-usdt'

const cases: Cases = {
  getSeoTexts: {
    valid: (s) => s.dictionary.POST('/dict/seo', { body: { params: { page: 'home', locale: 'en' } } }),
    invalid: [
      {
        name: 'page missing',
        call: (s) => s.dictionary.POST('/dict/seo', { body: { params: { locale: 'en' } } as never }),
        code: 'ERR_VALIDATION',
      },
    ],
  },
  getBlogTranslations: {
    valid: (s) =>
      s.blog.GET('/translations/{section}', {
        params: { path: { section: 'blog' }, query: { locale: 'ru' } },
      }),
    invalid: [
      {
        name: 'unknown section',
        call: (s) => s.blog.GET('/translations/{section}', { params: { path: { section: 'faq' as never } } }),
        code: 'ERR_VALIDATION',
      },
    ],
  },
  listBlogPosts: {
    valid: (s) =>
      s.blog.GET('/posts', { params: { query: { locale: 'en', category: 'guides', per_page: 5 } } }),
    invalid: [
      {
        name: 'per_page out of range',
        call: (s) => s.blog.GET('/posts', { params: { query: { per_page: 0 } } }),
        code: 'ERR_VALIDATION',
      },
      {
        name: 'unknown locale',
        call: (s) => s.blog.GET('/posts', { params: { query: { locale: 'xx' as never } } }),
        code: 'ERR_VALIDATION',
      },
    ],
  },
  getBlogPost: {
    valid: (s) =>
      s.blog.GET('/posts/{slug}', { params: { path: { slug: POST_SLUG }, query: { locale: 'en' } } }),
    invalid: [
      {
        name: 'unknown locale',
        call: (s) =>
          s.blog.GET('/posts/{slug}', {
            params: { path: { slug: POST_SLUG }, query: { locale: 'xx' as never } },
          }),
        code: 'ERR_VALIDATION',
      },
    ],
  },
  listBlogCategories: {
    valid: (s) => s.blog.GET('/categories', { params: { query: { locale: 'ru' } } }),
    invalid: [
      {
        name: 'unknown locale',
        call: (s) => s.blog.GET('/categories', { params: { query: { locale: 'de' as never } } }),
        code: 'ERR_VALIDATION',
      },
    ],
  },
  listDocs: {
    valid: (s) => s.blog.GET('/docs', { params: { query: { locale: 'en' } } }),
    invalid: [
      {
        name: 'unknown locale',
        call: (s) => s.blog.GET('/docs', { params: { query: { locale: 'xx' as never } } }),
        code: 'ERR_VALIDATION',
      },
    ],
  },
  getDoc: {
    valid: (s) => s.blog.GET('/docs/{slug}', { params: { path: { slug: 'getting-started' } } }),
    invalid: [
      {
        name: 'unknown locale',
        call: (s) =>
          s.blog.GET('/docs/{slug}', {
            params: { path: { slug: 'getting-started' }, query: { locale: 'xx' as never } },
          }),
        code: 'ERR_VALIDATION',
      },
    ],
  },
  lookupRedirect: {
    valid: (s) => s.site.GET('/api/redirects', { params: { query: { path: '/old-exchange' } } }),
    invalid: [
      {
        name: 'path missing',
        call: (s) => s.site.GET('/api/redirects', { params: { query: {} as never } }),
        code: 'ERR_VALIDATION',
      },
    ],
  },
  getLatestBuild: {
    valid: (s) => s.site.GET('/builds/latest.json'),
    noInvalidBecause: 'it takes no input and declares no 400',
  },
  getLocaleMessages: {
    valid: (s) => s.site.GET('/locales/{locale}/messages.json', { params: { path: { locale: 'ru' } } }),
    noInvalidBecause:
      'its only input is the path locale, and an unknown one is ERR_NOT_FOUND (no 400 declared)',
  },
}

const CONTENT_TAGS = ['dictionary', 'blog', 'docs', 'redirects', 'builds', 'locales']

describe('content services', () => {
  it('covers every operation of the content documents', () =>
    expect(uncovered(CONTENT_TAGS, cases)).toEqual([]))
  describeOperations(ctx, cases)
})

describe('content: documented triggers and shapes', () => {
  const s = () => createSession(ctx.url)

  it('an unknown category, post, doc or locale → ERR_NOT_FOUND', async () => {
    expectCode(await s().blog.GET('/posts', { params: { query: { category: 'nope' } } }), 'ERR_NOT_FOUND')
    expectCode(
      await s().blog.GET('/posts/{slug}', { params: { path: { slug: 'guides/nope' } } }),
      'ERR_NOT_FOUND',
    )
    expectCode(await s().blog.GET('/docs/{slug}', { params: { path: { slug: 'nope' } } }), 'ERR_NOT_FOUND')
    const locale = await s().site.GET('/locales/{locale}/messages.json', {
      params: { path: { locale: 'xx' as never } },
    })
    expectCode(locale, 'ERR_NOT_FOUND')
  })

  it('a post slug with several segments travels as one path parameter', async () => {
    const res = await s().blog.GET('/posts/{slug}', {
      params: { path: { slug: 'guides/wallets/choosing-a-wallet' } },
    })
    expectOk(res)
    expect(res.data?.slug).toBe('guides/wallets/choosing-a-wallet')
  })

  it('redirects: internal, external and none', async () => {
    const lookup = async (path: string) =>
      (await s().site.GET('/api/redirects', { params: { query: { path } } })).data
    expect(await lookup('/old-exchange')).toMatchObject({
      redirect: { to: '/popular-exchanges', status: 301 },
    })
    expect(await lookup('/ru/telegram')).toMatchObject({ redirect: { external: true } })
    expect(await lookup('/exchange')).toEqual({ redirect: null })
  })

  it('the build manifest is served with no-cache; SEO texts of an unknown page are empty', async () => {
    const build = await s().site.GET('/builds/latest.json')
    expect(build.response.headers.get('cache-control')).toContain('no-cache')
    const seo = await s().dictionary.POST('/dict/seo', {
      body: { params: { page: 'nowhere', locale: 'en' } },
    })
    expectOk(seo)
    expect(seo.data?.data).toEqual({})
  })
})
