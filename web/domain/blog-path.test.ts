import { describe, expect, it } from 'vitest'
import { formatBlogSplat, isPageNumberLike, parseBlogPageNumber, parseBlogSplat } from './blog-path'

describe('parseBlogSplat', () => {
  it('parses one or more slug segments', () => {
    expect(parseBlogSplat('news')).toEqual({ slugs: ['news'] })
    expect(parseBlogSplat('guides/how-to')).toEqual({ slugs: ['guides', 'how-to'] })
    expect(parseBlogSplat('a/b/c_d/e-1')).toEqual({ slugs: ['a', 'b', 'c_d', 'e-1'] })
  })

  it('reads a trailing page{N}', () => {
    expect(parseBlogSplat('guides/page2')).toEqual({ slugs: ['guides'], page: 2 })
    expect(parseBlogSplat('guides/how-to/page10')).toEqual({ slugs: ['guides', 'how-to'], page: 10 })
  })

  it('rejects an invalid page number', () => {
    expect(parseBlogSplat('guides/page0')).toBeNull()
    expect(parseBlogSplat('guides/page01')).toBeNull()
    expect(parseBlogSplat('guides/page9999999')).toBeNull()
  })

  it('needs at least one slug before the page', () => {
    expect(parseBlogSplat('page2')).toBeNull()
    expect(parseBlogSplat('')).toBeNull()
    expect(parseBlogSplat('/')).toBeNull()
  })

  it('rejects page{N} anywhere but last', () => {
    expect(parseBlogSplat('guides/page2/more')).toBeNull()
  })

  it('treats words that start with "page" as slugs', () => {
    expect(parseBlogSplat('pageant')).toEqual({ slugs: ['pageant'] })
    expect(parseBlogSplat('guides/pages')).toEqual({ slugs: ['guides', 'pages'] })
  })

  it('collapses repeated slashes', () => {
    expect(parseBlogSplat('guides//how-to/')).toEqual({ slugs: ['guides', 'how-to'] })
  })

  it('accepts slugs in other scripts', () => {
    expect(parseBlogSplat('новости/обзор-рынка')).toEqual({ slugs: ['новости', 'обзор-рынка'] })
  })

  it('rejects slugs with other characters', () => {
    expect(parseBlogSplat('guides/how to')).toBeNull()
    expect(parseBlogSplat('guides/<script>')).toBeNull()
    expect(parseBlogSplat('guides/-leading-dash')).toBeNull()
    expect(parseBlogSplat('guides/..')).toBeNull()
  })

  it('round-trips with formatBlogSplat', () => {
    for (const splat of ['news', 'guides/how-to', 'guides/how-to/page3']) {
      const parsed = parseBlogSplat(splat)
      expect(parsed).not.toBeNull()
      if (parsed) expect(formatBlogSplat(parsed)).toBe(splat)
    }
  })
})

describe('blog page numbers', () => {
  it('parses positive integers only', () => {
    expect(parseBlogPageNumber('1')).toBe(1)
    expect(parseBlogPageNumber('42')).toBe(42)
    expect(parseBlogPageNumber('0')).toBeNull()
    expect(parseBlogPageNumber('007')).toBeNull()
    expect(parseBlogPageNumber('-1')).toBeNull()
    expect(parseBlogPageNumber('1.5')).toBeNull()
    expect(parseBlogPageNumber('two')).toBeNull()
  })

  it('tells digits from words', () => {
    expect(isPageNumberLike('0')).toBe(true)
    expect(isPageNumberLike('12')).toBe(true)
    expect(isPageNumberLike('ant')).toBe(false)
    expect(isPageNumberLike('2a')).toBe(false)
  })
})
