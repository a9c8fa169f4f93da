import type { APIRequestContext } from '@playwright/test'
import type { TestLocale } from './locale'

/**
 * The pre-rendered pages of the build under test, in one locale, as paths ('/ru/price/btc'): read from the
 * served sitemap.xml, which the pre-render writes from the same page list it renders (web/ssr/page-list.ts).
 */
export async function prerenderedPaths(request: APIRequestContext, locale: TestLocale): Promise<string[]> {
  const response = await request.get('/sitemap.xml')
  if (!response.ok()) throw new Error(`sitemap.xml answered ${response.status()}`)
  const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '').pathname,
  )
  const isRussian = (path: string) => path === '/ru' || path.startsWith('/ru/')
  return locs.filter((path) => (locale === 'ru') === isRussian(path))
}
