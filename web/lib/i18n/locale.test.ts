import { describe, expect, it } from 'vitest'
import { startLocale } from './locale'

// docs/decisions/003: the root lets the docs/product.md §4 detection order decide; every other URL keeps its language.
describe('startLocale', () => {
  const detectedRu = () => 'ru' as const
  const detectedEn = () => 'en' as const

  it('lets detection (cookie, browser languages) decide at the site root', () => {
    expect(startLocale('https://swap.test/', detectedRu)).toBe('ru')
    expect(startLocale('https://swap.test/?ref=abc', detectedEn)).toBe('en')
  })

  it('shows a /ru link in Russian whatever the cookie or browser says', () => {
    expect(startLocale('https://swap.test/ru/blog/welcome', detectedEn)).toBe('ru')
    expect(startLocale('https://swap.test/ru', detectedEn)).toBe('ru')
    expect(startLocale('https://swap.test/ru/', detectedEn)).toBe('ru')
  })

  it('shows an unprefixed link in English whatever the cookie or browser says', () => {
    expect(startLocale('https://swap.test/blog/welcome', detectedRu)).toBe('en')
    expect(startLocale('https://swap.test/price/btc', detectedRu)).toBe('en')
  })
})
