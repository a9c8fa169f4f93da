import { describe, expect, it } from 'vitest'
import { INTERNET_CHECK_URL } from './constants'
import { readEnv } from './env'

const PAGE = 'https://swap.example.com'
const production = { DEV: false, MODE: 'production' }
const minimal = {
  apiBaseUrl: '/',
  dictionaryBaseUrl: '/content/dictionary',
  blogBaseUrl: '/content/blog',
  redirectLookupBaseUrl: '/',
}
const inline = (config: unknown) => JSON.stringify(config)

describe('readEnv in npm run dev and the mock build (no configuration needed)', () => {
  it('puts everything on the page origin and mocks the API in dev by default', () => {
    expect(readEnv({ DEV: true }, 'http://localhost:5173')).toEqual({
      problem: null,
      env: {
        apiMocking: 'browser',
        contractViolation: 'throw',
        apiBaseUrl: 'http://localhost:5173',
        wsBaseUrl: 'ws://localhost:5173',
        dictionaryBaseUrl: 'http://localhost:5173/content/dictionary',
        blogBaseUrl: 'http://localhost:5173/content/blog',
        siteBaseUrl: 'http://localhost:5173',
        redirectLookupBaseUrl: null,
        referralId: '',
        redirectAllowedHosts: [],
        internetCheckUrl: INTERNET_CHECK_URL,
        registrationRequiresTerms: true,
        brandName: null,
        tagManagerId: null,
        siteOrigin: 'http://localhost:5173',
      },
    })
  })

  it('mocks the API in the bundled mock build; contract violations fail the call there', () => {
    const { env, problem } = readEnv({ DEV: false, MODE: 'mock' }, 'http://localhost:5173')
    expect(problem).toBeNull()
    expect(env.apiMocking).toBe('browser')
    expect(env.contractViolation).toBe('throw')
  })

  it("reads Vite's build-time variables: a backend, the referral id, the extra redirect hosts", () => {
    const { env } = readEnv(
      {
        DEV: true,
        VITE_API_MOCKING: 'off',
        VITE_API_BASE_URL: 'https://api.example.com/',
        VITE_REFERRAL_ID: ' ref_PARTNER ',
        VITE_REDIRECT_ALLOWED_HOSTS: ' Pay.Example.com, checkout.example.org  ',
      },
      'http://localhost:5173',
    )
    expect(env).toMatchObject({
      apiMocking: 'off',
      apiBaseUrl: 'https://api.example.com',
      wsBaseUrl: 'wss://api.example.com',
      blogBaseUrl: 'https://api.example.com/content/blog',
      referralId: 'ref_PARTNER',
      redirectAllowedHosts: ['pay.example.com', 'checkout.example.org'],
    })
  })

  it('refuses a build-time base URL that is not a URL', () => {
    expect(() => readEnv({ DEV: true, VITE_API_BASE_URL: 'not a url' }, PAGE)).toThrow()
    expect(() => readEnv({ DEV: true, VITE_INTERNET_CHECK_URL: 'resolver' }, PAGE)).toThrow()
  })
})

describe('readEnv in a production build (configured at start-up)', () => {
  it('reports a missing configuration instead of guessing', () => {
    expect(readEnv(production, PAGE, null).problem).toEqual({ kind: 'missing' })
    expect(readEnv(production, PAGE, '  ').problem).toEqual({ kind: 'missing' })
    // Build-time variables no longer configure a production build: one dist/ serves every environment.
    expect(readEnv({ ...production, VITE_API_BASE_URL: 'https://api.example.com' }, PAGE).problem).toEqual({
      kind: 'missing',
    })
  })

  it('resolves paths on the page origin and derives the socket from the API (https → wss)', () => {
    const { env, problem } = readEnv(production, PAGE, inline(minimal))
    expect(problem).toBeNull()
    expect(env).toEqual({
      apiMocking: 'off',
      contractViolation: 'report',
      apiBaseUrl: PAGE,
      wsBaseUrl: 'wss://swap.example.com',
      dictionaryBaseUrl: `${PAGE}/content/dictionary`,
      blogBaseUrl: `${PAGE}/content/blog`,
      siteBaseUrl: PAGE,
      redirectLookupBaseUrl: PAGE,
      referralId: '',
      redirectAllowedHosts: [],
      internetCheckUrl: INTERNET_CHECK_URL,
      registrationRequiresTerms: true,
      brandName: null,
      tagManagerId: null,
      siteOrigin: PAGE,
    })
  })

  it("writes links for the build's public origin (VITE_SITE_ORIGIN), the one the pre-render used", () => {
    const { env } = readEnv(
      { ...production, VITE_SITE_ORIGIN: 'https://swap.example' },
      PAGE,
      inline(minimal),
    )
    expect(env.siteOrigin).toBe('https://swap.example')
  })

  it('takes every setting the server wrote', () => {
    const { env } = readEnv(
      production,
      PAGE,
      inline({
        apiBaseUrl: 'https://api.example.com/',
        wsBaseUrl: 'wss://rates.example.com',
        dictionaryBaseUrl: 'https://dict.example.com/v1',
        blogBaseUrl: 'https://cms.example.com',
        redirectLookupBaseUrl: 'https://redirects.example.com',
        internetCheckUrl: 'https://resolver.internal.example/ping',
        referralId: 'ref_PARTNER',
        redirectAllowedHosts: ['t.me', 'pay.example.com'],
        theme: { registrationRequiresTerms: false },
        brand: { name: 'Partner Swap' },
        tagManagerId: 'GTM-PARTNER1',
      }),
    )
    expect(env).toMatchObject({
      apiBaseUrl: 'https://api.example.com',
      wsBaseUrl: 'wss://rates.example.com',
      dictionaryBaseUrl: 'https://dict.example.com/v1',
      blogBaseUrl: 'https://cms.example.com',
      redirectLookupBaseUrl: 'https://redirects.example.com',
      internetCheckUrl: 'https://resolver.internal.example/ping',
      referralId: 'ref_PARTNER',
      redirectAllowedHosts: ['t.me', 'pay.example.com'],
      registrationRequiresTerms: false,
      brandName: 'Partner Swap',
      tagManagerId: 'GTM-PARTNER1',
    })
  })

  it('puts a socket path on the page origin with ws: for an http page', () => {
    const { env } = readEnv(production, 'http://127.0.0.1:8180', inline({ ...minimal, wsBaseUrl: '/' }))
    expect(env.wsBaseUrl).toBe('ws://127.0.0.1:8180')
  })

  it('names every wrong setting, unknown ones included', () => {
    const { problem } = readEnv(
      production,
      PAGE,
      inline({
        ...minimal,
        apiBaseUrl: 'javascript:alert(1)',
        blogBaseUrl: '//evil.example',
        redirectAllowedHosts: ['T.ME'],
        // A tag manager's script URL is built from it: nothing but a container id gets in.
        tagManagerId: 'GTM-1"></script>',
        colour: 'red',
      }),
    )
    expect(problem).toMatchObject({ kind: 'invalid' })
    expect(problem?.kind === 'invalid' && problem.settings.sort()).toEqual([
      'apiBaseUrl',
      'blogBaseUrl',
      'colour',
      'redirectAllowedHosts.0',
      'tagManagerId',
    ])
  })

  it('refuses text that is not JSON, and a configuration without a required base', () => {
    expect(readEnv(production, PAGE, '{apiBaseUrl:').problem).toMatchObject({ kind: 'invalid' })
    const { dictionaryBaseUrl: _, ...withoutDictionary } = minimal
    expect(readEnv(production, PAGE, inline(withoutDictionary)).problem).toMatchObject({
      kind: 'invalid',
      settings: ['dictionaryBaseUrl'],
    })
  })
})
