import { afterEach, describe, expect, it } from 'vitest'
import { baseLocale, locales, overwriteGetLocale } from '@/paraglide/runtime.js'
import { cashbackSections } from './cashback'

afterEach(() => {
  overwriteGetLocale(() => baseLocale)
})

describe('the cashback page', () => {
  it.each(locales)(
    'says payouts are USDT to a TRC20 address (docs/product.md §5, §9), as the launch post does (%s)',
    (locale) => {
      overwriteGetLocale(() => locale)
      const text = cashbackSections()
        .flatMap((section) => [...section.paragraphs, ...(section.points ?? [])])
        .join(' ')
      expect(text).toContain('USDT')
      expect(text).toContain('TRC20')
      expect(text).toMatch(/\bT\b/)
      expect(text).not.toMatch(/any address|любой свой адрес|в монете обмена|in the coin you swapped/)
    },
  )
})
