import { describe, expect, it } from 'vitest'
import { normalizePathname } from './canonical-url'

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
