// @vitest-environment jsdom
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { LOCALE_MESSAGES_STORAGE_KEY, TRANSLATION_CACHE_MS } from '@/config/constants'
import { setupSdkTestNetwork } from '@/test/sdk-test-network'
import { loadServerMessages } from './server-messages'

const network = setupSdkTestNetwork()
const url = (locale: string) => `${network.baseUrls.site}/locales/${locale}/messages.json`

/** How many times the page asked for the locale's messages. */
function countRequests(): () => number {
  let count = 0
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith('/messages.json')) count++
  }
  network.server.events.on('request:start', listener)
  onTestFinished(() => network.server.events.removeListener('request:start', listener))
  return () => count
}

afterEach(() => localStorage.clear())

describe('loadServerMessages', () => {
  it('fetches the locale’s messages and keeps them for 24 hours, across reloads', async () => {
    network.server.use(http.get(url('ru'), () => HttpResponse.json({ nav_blog: 'Статьи' })))
    const requests = countRequests()
    let now = 1_000_000
    const options = { storage: localStorage, now: () => now }
    expect(await loadServerMessages('ru', options)).toEqual({ nav_blog: 'Статьи' })
    // A reload within the day reads them from storage.
    now += TRANSLATION_CACHE_MS - 1
    expect(await loadServerMessages('ru', options)).toEqual({ nav_blog: 'Статьи' })
    expect(requests()).toBe(1)
    expect(JSON.parse(localStorage.getItem(`${LOCALE_MESSAGES_STORAGE_KEY}:ru`) ?? '')).toEqual({
      fetchedAt: 1_000_000,
      messages: { nav_blog: 'Статьи' },
    })
    // A day later they are fetched again.
    now += 1
    await loadServerMessages('ru', options)
    expect(requests()).toBe(2)
  })

  it('keeps each locale apart', async () => {
    network.server.use(
      http.get(url('en'), () => HttpResponse.json({ nav_blog: 'Articles' })),
      http.get(url('ru'), () => HttpResponse.json({ nav_blog: 'Статьи' })),
    )
    const options = { storage: localStorage }
    expect(await loadServerMessages('en', options)).toEqual({ nav_blog: 'Articles' })
    expect(await loadServerMessages('ru', options)).toEqual({ nav_blog: 'Статьи' })
  })

  it('fetches again when what was kept is unreadable or from the future', async () => {
    network.server.use(http.get(url('en'), () => HttpResponse.json({ nav_blog: 'Articles' })))
    const requests = countRequests()
    const key = `${LOCALE_MESSAGES_STORAGE_KEY}:en`
    localStorage.setItem(key, '{not json')
    await loadServerMessages('en', { storage: localStorage, now: () => 5000 })
    localStorage.setItem(key, JSON.stringify({ fetchedAt: 9000, messages: { nav_blog: 'Later' } }))
    expect(await loadServerMessages('en', { storage: localStorage, now: () => 5000 })).toEqual({
      nav_blog: 'Articles',
    })
    localStorage.setItem(key, JSON.stringify({ fetchedAt: 5000, messages: { nav_blog: 7 } }))
    await loadServerMessages('en', { storage: localStorage, now: () => 5000 })
    expect(requests()).toBe(3)
  })

  it('logs a warning and gives nothing when the load fails; nothing is kept', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    onTestFinished(() => warn.mockRestore())
    network.world.controls.failNext('getLocaleMessages', 'http500')
    expect(await loadServerMessages('en', { storage: localStorage })).toBeNull()
    expect(warn).toHaveBeenCalledOnce()
    expect(localStorage.length).toBe(0)
  })

  it('works without storage (a browser that refuses it)', async () => {
    expect(await loadServerMessages('en', { storage: null })).toEqual({
      footer_copyright: '© {year} {brand}. All rights reserved.',
    })
  })
})
