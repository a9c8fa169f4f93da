// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { sanitizeCmsHtml } from './sanitize-html'

const render = (html: string) => {
  const host = document.createElement('div')
  host.innerHTML = sanitizeCmsHtml(html)
  return host
}

describe('sanitizeCmsHtml', () => {
  it('drops scripts, inline handlers and javascript: links', () => {
    const host = render(
      '<p>Hi</p><script>alert(1)</script><img src="x.png" onerror="alert(1)" alt="x"><a href="javascript:alert(1)">go</a>',
    )
    expect(host.querySelector('script')).toBeNull()
    expect(host.querySelector('img')?.hasAttribute('onerror')).toBe(false)
    expect(host.querySelector('a')?.getAttribute('href') ?? '').not.toContain('javascript:')
    expect(host.textContent).toContain('Hi')
  })

  it('gives links rel="noopener noreferrer" and images lazy loading and a size', () => {
    const host = render('<a href="https://example.com" target="_blank">x</a><img src="a.png" alt="a">')
    expect(host.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer')
    const img = host.querySelector('img')
    expect(img?.getAttribute('loading')).toBe('lazy')
    expect(img?.getAttribute('width')).toBe('1200')
    expect(img?.getAttribute('height')).toBe('630')
  })

  it('keeps the size an image already has', () => {
    const img = render('<img src="a.png" alt="a" width="300" height="200">').querySelector('img')
    expect(img?.getAttribute('width')).toBe('300')
    expect(img?.getAttribute('height')).toBe('200')
  })
})
