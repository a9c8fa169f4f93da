import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getLocale, overwriteGetLocale } from '@/paraglide/runtime.js'
import { setupSdkTestNetwork } from '@/test/sdk-test-network'
import { redirectTarget } from './redirect-target'
import { applyServerRedirect } from './server-redirect-rule'
import { navigationTo, redirectOf } from './test-support'

const network = setupSdkTestNetwork()

afterEach(() => {
  vi.restoreAllMocks()
  network.server.events.removeAllListeners()
})

describe('rule 6: server-defined redirects', () => {
  it('applies an internal redirect with the router, replacing the history entry', async () => {
    expect(await redirectOf(() => applyServerRedirect(navigationTo('/old-exchange')))).toMatchObject({
      href: '/popular-exchanges',
      replace: true,
    })
  })

  it('sends an external redirect to an allowed host to a full page load', async () => {
    expect(await redirectOf(() => applyServerRedirect(navigationTo('/telegram'), ['t.me']))).toMatchObject({
      href: 'https://t.me/example_bot',
      reloadDocument: true,
    })
  })

  it('ignores and logs an external redirect to a host the configuration does not allow', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(await redirectOf(() => applyServerRedirect(navigationTo('/telegram'), []))).toBeNull()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('https://t.me/example_bot'))
  })

  it('does not leave the page for an external redirect while preloading a link', async () => {
    expect(
      await redirectOf(() => applyServerRedirect(navigationTo('/telegram', [], { preload: true }), ['t.me'])),
    ).toBeNull()
  })

  it.each([
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/phish',
    '/\\evil.example/phish',
    'https://evil.example/',
    'http://t.me/example_bot',
    'https://t.me.evil.example/',
    'https://t.me@evil.example/',
    'https://xn--t-0tb.me/',
    'https://t.mе/',
    'https://t.me:8443/',
  ])('ignores a server redirect to %s, whatever its external flag says', async (to) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    for (const external of [true, false]) {
      network.server.use(
        http.get('http://site.test/api/redirects', () =>
          HttpResponse.json({ redirect: { to, external, status: 301 } }),
        ),
      )
      const args = navigationTo(`/moved-${external}`)
      expect(await redirectOf(() => applyServerRedirect(args, ['t.me']))).toBeNull()
    }
    expect(warn).toHaveBeenCalledTimes(2)
    expect(warn.mock.calls[0]?.[0]).toContain('ignored')
  })

  it('lets paths without a redirect through', async () => {
    expect(await redirectOf(() => applyServerRedirect(navigationTo('/support')))).toBeNull()
  })

  it('asks once per path and reuses the answer', async () => {
    const lookups: string[] = []
    network.server.events.on('request:start', ({ request }) => {
      lookups.push(new URL(request.url).searchParams.get('path') ?? '')
    })
    const args = navigationTo('/support')
    await applyServerRedirect(args)
    await applyServerRedirect({ ...args })
    expect(lookups).toEqual(['/support'])
  })

  it('logs a failed lookup and goes on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    network.world.controls.failNext('lookupRedirect', 'http500')
    expect(await redirectOf(() => applyServerRedirect(navigationTo('/old-exchange')))).toBeNull()
    expect(warn).toHaveBeenCalled()
  })
})

describe('rule 6 in Russian', () => {
  it('looks up the localized path and follows the localized target', async () => {
    const original = getLocale
    overwriteGetLocale(() => 'ru')
    try {
      const lookups: string[] = []
      network.server.events.on('request:start', ({ request }) => {
        lookups.push(new URL(request.url).searchParams.get('path') ?? '')
      })
      expect(await redirectOf(() => applyServerRedirect(navigationTo('/old-exchange')))).toMatchObject({
        href: '/ru/popular-exchanges',
      })
      expect(lookups).toEqual(['/ru/old-exchange'])
    } finally {
      overwriteGetLocale(original)
    }
  })
})

describe('redirectTarget', () => {
  const origin = 'https://swap.example.com'
  it('keeps same-site paths and same-origin URLs for the router', () => {
    expect(redirectTarget('/ru/popular-exchanges?from=btc#top', origin, [])).toEqual({
      kind: 'internal',
      href: '/ru/popular-exchanges?from=btc#top',
    })
    expect(redirectTarget('https://swap.example.com/support', origin, [])).toEqual({
      kind: 'internal',
      href: '/support',
    })
  })

  it('lets https URLs on allowed hosts through, matched case-insensitively', () => {
    expect(redirectTarget('https://T.ME/example_bot', origin, ['t.me'])).toEqual({
      kind: 'external',
      href: 'https://t.me/example_bot',
    })
  })

  it('refuses anything else', () => {
    for (const to of ['', 'popular-exchanges', 'https://swap.example.com.evil.example/', 'vbscript:x', ' /x'])
      expect(redirectTarget(to, origin, ['t.me']).kind, to).toBe('refused')
  })
})
