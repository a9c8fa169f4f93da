import { afterEach, describe, expect, it } from 'vitest'
import { m } from '@/paraglide/messages.js'
import { clearMessageOverrides, setMessageOverrides } from './message-overrides'
import { byMessageId, type ServerTexts } from './server-messages'

afterEach(clearMessageOverrides)

const serverTexts = (locale: string, texts: Record<string, unknown>) =>
  setMessageOverrides(locale, byMessageId(texts as ServerTexts))

describe('server texts over the bundled messages', () => {
  it('a compiled message returns the server text of its locale, and the bundled text for the other', () => {
    serverTexts('ru', { brand_tagline: 'Обмен криптовалют без регистрации' })
    expect(m.brand_tagline({}, { locale: 'ru' })).toBe('Обмен криптовалют без регистрации')
    expect(m.brand_tagline({}, { locale: 'en' })).toBe('Crypto exchange and swap')
  })

  it('fills the placeholders of a server text with the same inputs as the bundled one', () => {
    serverTexts('en', { footer_copyright: '© {year} {brand}. All rights reserved.' })
    expect(m.footer_copyright({ year: 2027, brand: 'Swap' }, { locale: 'en' })).toBe(
      '© 2027 Swap. All rights reserved.',
    )
  })

  it('keeps the bundled text when the server text names a placeholder the message does not take', () => {
    serverTexts('en', { footer_copyright: '© {year} {company}' })
    expect(m.footer_copyright({ year: 2027, brand: 'Swap' }, { locale: 'en' })).toBe('© 2027 Swap')
  })

  it('ignores blank texts and keys the app does not have; each message keeps its own text', () => {
    serverTexts('en', { brand_tagline: '  ', no_such_message: 'x', nav_docs: 'Guides' })
    expect(byMessageId({ brand_tagline: '  ', no_such_message: 'x' }).size).toBe(0)
    expect(m.brand_tagline({}, { locale: 'en' })).toBe('Crypto exchange and swap')
    expect(m.nav_docs({}, { locale: 'en' })).toBe('Guides')
    expect(m.nav_blog({}, { locale: 'en' })).toBe('Blog')
  })

  it('back to the bundled texts once cleared', () => {
    serverTexts('en', { nav_blog: 'Articles' })
    expect(m.nav_blog({}, { locale: 'en' })).toBe('Articles')
    clearMessageOverrides()
    expect(m.nav_blog({}, { locale: 'en' })).toBe('Blog')
  })
})
