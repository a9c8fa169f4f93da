import { describe, expect, it } from 'vitest'
import { parseRuntimeConfig, type RuntimeConfig, serializeRuntimeConfig } from './runtime-config'

const config: RuntimeConfig = {
  apiBaseUrl: '/',
  dictionaryBaseUrl: '/content/dictionary',
  blogBaseUrl: '/content/blog',
  redirectLookupBaseUrl: '/',
  brand: { name: '</script><script>alert(1)</script> & <!-- \u2028' },
}

describe('the inline configuration', () => {
  it('serializes to text that cannot leave its <script> element and parses back unchanged', () => {
    const text = serializeRuntimeConfig(config)
    expect(text).not.toMatch(/[<>&\u2028\u2029]/)
    expect(parseRuntimeConfig(text)).toEqual({ ok: true, config })
  })

  it('accepts absolute URLs of the right protocol and same-origin paths only', () => {
    const bases = (apiBaseUrl: string, wsBaseUrl?: string) =>
      parseRuntimeConfig(JSON.stringify({ ...config, brand: undefined, apiBaseUrl, wsBaseUrl })).ok
    expect(bases('https://api.example.com')).toBe(true)
    expect(bases('/gateway')).toBe(true)
    expect(bases('https://api.example.com', 'wss://api.example.com')).toBe(true)
    for (const wrong of [
      'ftp://x.example',
      '//evil.example',
      '/\\evil.example',
      'api',
      'https://u:p@x.example',
    ])
      expect(bases(wrong), wrong).toBe(false)
    expect(bases('https://api.example.com', 'https://api.example.com')).toBe(false)
  })
})
