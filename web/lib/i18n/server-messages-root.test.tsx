import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createRootRoute, createRouter, lazyRouteComponent, rootRouteId } from '@tanstack/react-router'
import { cleanup, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { loadRouteChunksWhenOnline } from '@/lib/connectivity/route-chunks-when-online'
import { m } from '@/paraglide/messages.js'
import { renderApp } from '@/test/render-app'
import { setupSdkTestNetwork } from '@/test/sdk-test-network'
import { followServerMessages, forgetServerMessages, ServerMessagesRoot } from './server-messages-root'

// The first test compiles the app's route chunks: slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 })
const network = setupSdkTestNetwork()

afterEach(() => {
  cleanup()
  forgetServerMessages()
  localStorage.clear()
})

const withServerMessages = { wrap: (app: ReactNode) => <ServerMessagesRoot>{app}</ServerMessagesRoot> }

/** The server answers the locale's messages with `texts` once `release()` is called. */
function serverTexts(locale: 'en' | 'ru', texts: Record<string, string>) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  network.server.use(
    http.get(`${network.baseUrls.site}/locales/${locale}/messages.json`, async () => {
      await released
      return HttpResponse.json(texts)
    }),
  )
  return { release }
}

async function open(path: string) {
  const app = await renderApp(path, network, withServerMessages)
  onTestFinished(app.dispose)
  return app
}

describe('the server’s texts (GET {locale}/messages.json)', () => {
  it('replace the bundled ones after the first render, in the page and the shell, without remounting them', async () => {
    const server = serverTexts('en', {
      page_title_support: 'Help centre',
      footer_copyright: '© {year} {brand}. All rights reserved.',
    })
    await open('/support')
    const heading = await screen.findByRole('heading', { level: 1, name: m.page_title_support() })
    const footer = screen.getByRole('contentinfo')
    expect(footer.textContent).not.toContain('All rights reserved')

    server.release()
    await waitFor(() => expect(heading.textContent).toBe('Help centre'))
    // The same elements, re-rendered: nothing the visitor did on the page is lost.
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading)
    expect(screen.getByRole('contentinfo')).toBe(footer)
    // The message's inputs fill the server text's placeholders.
    expect(footer.textContent).toMatch(/© \d{4} \S.*\. All rights reserved\.$/)
  })

  it('are the page locale’s: a Russian page shows the Russian ones', async () => {
    const server = serverTexts('ru', { page_title_support: 'Центр помощи' })
    await open('/ru/support')
    const heading = await screen.findByRole('heading', { level: 1 })
    server.release()
    await waitFor(() => expect(heading.textContent).toBe('Центр помощи'))
  })

  it('that fail to load are logged as a warning, and the bundled texts stay', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    onTestFinished(() => warn.mockRestore())
    network.server.use(
      http.get(`${network.baseUrls.site}/locales/en/messages.json`, () =>
        HttpResponse.json(
          { code: 'ERR_SERVICE_UNAVAILABLE', message: 'down', traceId: 't' },
          { status: 503 },
        ),
      ),
    )
    await open('/support')
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/en messages/), expect.anything()),
    )
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(m.page_title_support())
  })
})

describe('route components', () => {
  it("keep a code-split component's preload: the router loads its chunk, and sees it go once loaded", async () => {
    const root = createRootRoute({ component: lazyRouteComponent(async () => ({ default: () => null })) })
    const router = createRouter({ routeTree: root })
    followServerMessages(router)
    loadRouteChunksWhenOnline(router)
    const component = router.routesById[rootRouteId].options.component as { preload?: () => Promise<void> }
    expect(component.preload).toBeTypeOf('function')
    await component.preload?.()
    // Loaded: lib/connectivity/route-chunks-when-online.ts tells a load from a failure by this.
    expect(component.preload).toBeUndefined()
  })
})

describe('components that skip re-rendering', () => {
  const sources = (dir: string): string[] =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.tsx') && !name.endsWith('.test.tsx'))
      .map((name) => join(dir, name))

  it('every memo() component of the app reads the texts revision, so it shows the server’s texts too', () => {
    const memoized = sources(join(import.meta.dirname, '../..')).filter((file) =>
      /\bmemo\(function /.test(readFileSync(file, 'utf8')),
    )
    expect(memoized.length).toBeGreaterThan(0)
    for (const file of memoized) {
      const text = readFileSync(file, 'utf8')
      expect(text.match(/\bmemo\(function /g)?.length, file).toBe(
        text.match(/useMessagesRevision\(\)/g)?.length,
      )
    }
  })
})
