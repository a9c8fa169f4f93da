import { afterEach, describe, expect, it, vi } from 'vitest'
import { getLocale, overwriteGetLocale } from '@/paraglide/runtime.js'
import { setupSdkTestNetwork } from '@/test/sdk-test-network'
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

  it('sends an external redirect to a full page load', async () => {
    expect(await redirectOf(() => applyServerRedirect(navigationTo('/telegram')))).toMatchObject({
      href: 'https://t.me/example_bot',
      reloadDocument: true,
    })
  })

  it('does not leave the page for an external redirect while preloading a link', async () => {
    expect(
      await redirectOf(() => applyServerRedirect(navigationTo('/telegram', [], { preload: true }))),
    ).toBeNull()
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
