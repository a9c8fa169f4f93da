import { afterEach, describe, expect, it } from 'vitest'
import { m } from '@/paraglide/messages.js'
import { clearMessageOverrides, messageOverride, setMessageOverrides } from './message-overrides'

afterEach(clearMessageOverrides)

describe('server texts over the bundled messages', () => {
  it('a compiled message returns the server text of its locale, and the bundled text for the other', () => {
    setMessageOverrides('ru', { brand_tagline: 'Обмен криптовалют без регистрации' })
    expect(m.brand_tagline({}, { locale: 'ru' })).toBe('Обмен криптовалют без регистрации')
    expect(m.brand_tagline({}, { locale: 'en' })).toBe('Crypto exchange and swap')
  })

  it('fills the placeholders of a server text with the same inputs as the bundled one', () => {
    setMessageOverrides('en', { footer_copyright: '© {year} {brand}. All rights reserved.' })
    expect(m.footer_copyright({ year: 2027, brand: 'Swap' }, { locale: 'en' })).toBe(
      '© 2027 Swap. All rights reserved.',
    )
  })

  it('keeps the bundled text when the server text names a placeholder the message does not take', () => {
    setMessageOverrides('en', { footer_copyright: '© {year} {company}' })
    expect(m.footer_copyright({ year: 2027, brand: 'Swap' }, { locale: 'en' })).toBe('© 2027 Swap')
  })

  it('ignores blank texts, non-strings and keys the app does not have', () => {
    setMessageOverrides('en', { brand_tagline: '  ', nav_blog: 42, no_such_message: 'x' })
    expect(m.brand_tagline({}, { locale: 'en' })).toBe('Crypto exchange and swap')
    expect(m.nav_blog({}, { locale: 'en' })).toBe('Blog')
    expect(messageOverride('toString', 'en', {})).toBeUndefined()
  })

  it('back to the bundled texts once cleared', () => {
    setMessageOverrides('en', { nav_blog: 'Articles' })
    expect(m.nav_blog({}, { locale: 'en' })).toBe('Articles')
    clearMessageOverrides()
    expect(m.nav_blog({}, { locale: 'en' })).toBe('Blog')
  })
})
