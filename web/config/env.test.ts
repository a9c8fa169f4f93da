import { describe, expect, it } from 'vitest'
import { readEnv } from './env'

describe('readEnv', () => {
  it('puts everything on the page origin and mocks the API in dev by default', () => {
    expect(readEnv({ DEV: true }, 'http://localhost:5173')).toEqual({
      apiMocking: 'browser',
      apiBaseUrl: 'http://localhost:5173',
      wsBaseUrl: 'ws://localhost:5173',
      dictionaryBaseUrl: 'http://localhost:5173/content/dictionary',
      blogBaseUrl: 'http://localhost:5173/content/blog',
      siteBaseUrl: 'http://localhost:5173',
    })
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

  it('refuses a base URL that is not a URL', () => {
    expect(() =>
      readEnv({ DEV: false, VITE_API_BASE_URL: 'not a url' }, 'https://swap.example.com'),
    ).toThrow()
  })
})
