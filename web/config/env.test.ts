import { describe, expect, it } from 'vitest'
import { INTERNET_CHECK_URL } from './constants'
import { readEnv } from './env'

describe('readEnv', () => {
  it('puts everything on the page origin and mocks the API in dev by default', () => {
    expect(readEnv({ DEV: true }, 'http://localhost:5173')).toEqual({
      apiMocking: 'browser',
      contractViolation: 'throw',
      apiBaseUrl: 'http://localhost:5173',
      wsBaseUrl: 'ws://localhost:5173',
      dictionaryBaseUrl: 'http://localhost:5173/content/dictionary',
      blogBaseUrl: 'http://localhost:5173/content/blog',
      siteBaseUrl: 'http://localhost:5173',
      referralId: '',
      redirectAllowedHosts: [],
      internetCheckUrl: 'https://1.1.1.1/cdn-cgi/trace',
      siteOrigin: 'http://localhost:5173',
    })
  })

  it('mocks the API in the bundled mock build, and not in a production build', () => {
    expect(readEnv({ DEV: false, MODE: 'mock' }, 'http://localhost:5173').apiMocking).toBe('browser')
    expect(readEnv({ DEV: false, MODE: 'production' }, 'http://localhost:5173').apiMocking).toBe('off')
    // Contract violations fail the call wherever the mocks answer, and are reported in production.
    expect(readEnv({ DEV: false, MODE: 'mock' }, 'http://localhost:5173').contractViolation).toBe('throw')
    expect(readEnv({ DEV: false, MODE: 'production' }, 'http://localhost:5173').contractViolation).toBe(
      'report',
    )
  })

  it('points a production build at a configured backend, with wss for https', () => {
    const env = readEnv(
      { DEV: false, VITE_API_BASE_URL: 'https://api.example.com/' },
      'https://swap.example.com',
    )
    expect(env.apiMocking).toBe('off')
    expect(env.apiBaseUrl).toBe('https://api.example.com')
    expect(env.wsBaseUrl).toBe('wss://api.example.com')
    expect(env.blogBaseUrl).toBe('https://api.example.com/content/blog')
  })

  it('reads the configured referral id (spec §6), empty by default', () => {
    expect(
      readEnv({ DEV: false, VITE_REFERRAL_ID: ' ref_PARTNER ' }, 'https://swap.example.com').referralId,
    ).toBe('ref_PARTNER')
  })

  it('reads the extra redirect hosts as a lower-cased list (order redirect modal)', () => {
    const env = readEnv(
      { DEV: false, VITE_REDIRECT_ALLOWED_HOSTS: ' Pay.Example.com, checkout.example.org  ' },
      'https://swap.example.com',
    )
    expect(env.redirectAllowedHosts).toEqual(['pay.example.com', 'checkout.example.org'])
  })

  it('reads the internet check URL of the health machine, a public resolver by default', () => {
    const url = 'https://resolver.internal.example/ping'
    expect(
      readEnv({ DEV: false, VITE_INTERNET_CHECK_URL: url }, 'https://swap.example.com').internetCheckUrl,
    ).toBe(url)
    expect(readEnv({ DEV: false }, 'https://swap.example.com').internetCheckUrl).toBe(INTERNET_CHECK_URL)
    expect(() =>
      readEnv({ DEV: false, VITE_INTERNET_CHECK_URL: 'resolver' }, 'https://swap.example.com'),
    ).toThrow()
  })

  it('refuses a base URL that is not a URL', () => {
    expect(() =>
      readEnv({ DEV: false, VITE_API_BASE_URL: 'not a url' }, 'https://swap.example.com'),
    ).toThrow()
  })
})
