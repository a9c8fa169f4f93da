import { describe, expect, it } from 'vitest'
import { canonicalPathname, canonicalUrl, normalizePathname } from './canonical-url'

const normalized = (path: string) => normalizePathname(new URL(`https://example.com${path}`)).pathname

describe('normalizePathname', () => {
  it('collapses repeated slashes', () => {
    expect(normalized('/blog//guides///how-to')).toBe('/blog/guides/how-to')
  })

  it('removes a trailing slash except on the root', () => {
    expect(normalized('/support/')).toBe('/support')
    expect(normalized('/')).toBe('/')
    expect(normalized('//')).toBe('/')
  })

  it('keeps the query and hash', () => {
    const url = normalizePathname(new URL('https://example.com/order//1/?destinationAddress=a#top'))
    expect(url.href).toBe('https://example.com/order/1?destinationAddress=a#top')
  })
})

describe('canonicalUrl', () => {
  const canonical = (path: string, locale: 'en' | 'ru') =>
    canonicalUrl(new URL(`https://example.com${path}`), locale).pathname

  it('puts the locale in and leaves no trailing slash, the root included (docs/product.md §2 rule 4)', () => {
    expect(canonical('/ru/', 'ru')).toBe('/ru')
    expect(canonical('/', 'ru')).toBe('/ru')
    expect(canonical('/ru/support/', 'ru')).toBe('/ru/support')
    expect(canonical('/ru/', 'en')).toBe('/')
    expect(canonical('/support/', 'en')).toBe('/support')
  })
})

describe('canonicalPathname (docs/product.md §2 rule 4, §9 "Locale redirect: ua to uk")', () => {
  it('rewrites /ua/ to /uk/, and drops uk because the product has no uk locale', () => {
    expect(canonicalPathname('/ua/support')).toBe('/support')
    expect(canonicalPathname('/ua')).toBe('/')
    expect(canonicalPathname('/uk/blog/guides/')).toBe('/blog/guides')
  })

  it('leaves paths that only start with the letters ua or uk alone', () => {
    expect(canonicalPathname('/uahistory')).toBe('/uahistory')
    expect(canonicalPathname('/ukraine/news')).toBe('/ukraine/news')
    expect(canonicalPathname('/blog/ua/post')).toBe('/blog/ua/post')
  })

  it('collapses slashes and trims the trailing one together with the rewrite', () => {
    expect(canonicalPathname('//ua//price///btc/')).toBe('/price/btc')
    expect(canonicalPathname('/ru/')).toBe('/ru')
  })
})
