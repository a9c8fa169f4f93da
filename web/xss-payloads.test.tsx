import { cleanup, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '@/test/render-app'
import { setupSdkTestNetwork } from '@/test/sdk-test-network'
import { URL_ATTRIBUTES } from '@/test/url-attributes'

// "Bad input": classic XSS payloads put where the app shows outside content (the CMS's HTML, the
// dictionary's SEO texts, a server's error body, the URL's params) are rendered inert, through the whole app (real
// route tree, router, SDK, mock network). Each payload, if it ever runs, dispatches an `xss` event on the document,
// which a spy listens to: vitest's jsdom runs scripts and inline handlers ("dangerously", in the page's own global,
// so through the DOM rather than a window property), which the control case below proves.

const network = setupSdkTestNetwork()

const spy = (tag: string) => `document.dispatchEvent(new CustomEvent('xss',{detail:'${tag}'}))`
const PAYLOADS = [
  `<img src=x onerror="${spy('img')}">`,
  `<script>${spy('script')}</script>`,
  `<a href="javascript:${spy('link')}">link</a>`,
  `"><svg onload="${spy('svg')}">`,
  `'><details open ontoggle="${spy('details')}">`,
  `<iframe srcdoc="<script>parent.${spy('iframe')}</script>"></iframe>`,
  `</script><script>${spy('breakout')}</script>`,
  `</title><style>*{background:url("javascript:${spy('css')}")}</style>`,
]
const PAYLOAD_TEXT = PAYLOADS.join(' ')

const xss = vi.fn()
const onXss = (event: Event) => xss((event as CustomEvent).detail)

/** A URL that runs script: javascript:, vbscript:, a data: URL other than an image (an image runs none in <img>). */
const SCRIPT_URL = /^(javascript|vbscript|data(?!:image\/))/i
const PROVOKING_EVENTS = ['error', 'load', 'toggle', 'focus', 'mouseover', 'animationstart', 'click']

/** No payload can run: no script but JSON-LD, no inline handler, no script URL; and firing events runs none. */
function expectInert(): void {
  const scripts = [...document.querySelectorAll('script')]
  expect(scripts.filter((script) => script.type !== 'application/ld+json').map((s) => s.outerHTML)).toEqual(
    [],
  )
  for (const script of scripts) {
    expect(script.textContent).not.toMatch(/<\/script/i)
    expect(() => JSON.parse(script.textContent ?? '')).not.toThrow()
  }
  expect(document.querySelector('iframe, object, embed, style:not([nonce]):not([data-href])')).toBeNull()
  const elements = [...document.querySelectorAll('*')]
  for (const element of elements) {
    for (const { name, value } of element.attributes) {
      expect(name.toLowerCase().startsWith('on'), `${element.tagName} ${name}`).toBe(false)
      if (URL_ATTRIBUTES.has(name.toLowerCase()))
        expect(value.replace(/[\s\p{Cc}]/gu, ''), `${element.tagName} ${name}`).not.toMatch(SCRIPT_URL)
    }
  }
  // Links are left alone (a click navigates); every other element gets the events a payload's handler waits for.
  for (const element of elements.filter((e) => !e.closest('a, button'))) {
    for (const type of PROVOKING_EVENTS) element.dispatchEvent(new Event(type))
  }
  expect(xss).not.toHaveBeenCalled()
}

beforeEach(() => {
  xss.mockClear()
  document.addEventListener('xss', onXss)
  // The pages log what the tests break on purpose (failed loads, not-found).
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  document.removeEventListener('xss', onXss)
})

describe('XSS payloads are rendered inert', () => {
  it('control: this environment runs an inline handler, so the checks below would see one', () => {
    const probe = document.createElement('div')
    probe.setAttribute('onmouseover', spy('handler'))
    document.body.append(probe)
    probe.dispatchEvent(new Event('mouseover'))
    probe.remove()
    const script = document.createElement('script')
    script.textContent = spy('script')
    document.body.append(script)
    script.remove()
    expect(xss.mock.calls).toEqual([['handler'], ['script']])
  })

  it.each(['/blog/guides/refunds', '/ru/blog/guides/refunds'])(
    'in CMS HTML and texts: a blog post (%s)',
    async (path) => {
      const { getBlogPost } = network.world.content
      vi.spyOn(network.world.content, 'getBlogPost').mockImplementation((slug, locale) => {
        const post = getBlogPost(slug, locale)
        return {
          ...post,
          title: PAYLOAD_TEXT,
          seoTitle: PAYLOAD_TEXT,
          seoDescription: PAYLOAD_TEXT,
          category: { ...post.category, title: PAYLOAD_TEXT },
          html: `<p>Intro</p>${PAYLOADS.join('<p>between</p>')}<p>Outro</p>`,
        }
      })
      const app = await renderApp(path, network)
      expect(await screen.findByRole('heading', { level: 1, name: PAYLOAD_TEXT })).toBeTruthy()
      expect(screen.getByText('Outro')).toBeTruthy()
      expectInert()
      app.dispose()
    },
  )

  it.each(['/', '/ru'])('in SEO texts from the dictionary service (%s)', async (path) => {
    const markup = { '@context': 'https://schema.org', '@type': 'WebSite', name: PAYLOAD_TEXT }
    vi.spyOn(network.world.content, 'seoTexts').mockImplementation(() => ({
      seo_home_title: PAYLOAD_TEXT,
      seo_home_description: PAYLOAD_TEXT,
      seo_home_h1: PAYLOAD_TEXT,
      seo_home_markup: JSON.stringify(markup),
    }))
    const app = await renderApp(path, network)
    await waitFor(() => expect(document.title).toContain(PAYLOADS[0]))
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(PAYLOAD_TEXT)
    const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
      JSON.parse(s.textContent ?? ''),
    )
    expect(jsonLd).toContainEqual(markup)
    expectInert()
    app.dispose()
  })

  it.each(['/order/ord_1?destinationAddress=x', '/ru/order/ord_1?destinationAddress=x'])(
    'in a server error body (%s)',
    async (path) => {
      network.server.use(
        http.get(`${network.baseUrls.api}/api/v1/orders/public-info`, () =>
          HttpResponse.json(
            { code: 'ERR_INTERNAL_SERVER_ERROR', message: PAYLOAD_TEXT, traceId: PAYLOAD_TEXT },
            { status: 500 },
          ),
        ),
      )
      const app = await renderApp(path, network)
      await screen.findByRole('heading', { level: 1 })
      expect(document.body.textContent).not.toContain('<img')
      expectInert()
      app.dispose()
    },
  )

  const inParams = PAYLOADS.flatMap((payload) => [
    `/blog/${encodeURIComponent(payload)}`,
    `/docs/${encodeURIComponent(payload)}`,
    `/price/${encodeURIComponent(payload)}`,
    `/ru/order/${encodeURIComponent(payload)}`,
    `/ru/exchange-${encodeURIComponent(payload)}`,
  ])
  it.each([
    ...inParams,
    `/blog/<img src=x onerror="${spy('raw')}">`,
    `/price/javascript:${spy('scheme')}`,
    `/exchange-btc-javascript:${spy('pair')}`,
  ])('in route params: %s', async (path) => {
    const app = await renderApp(path, network)
    await screen.findByRole('heading', { level: 1 })
    expectInert()
    app.dispose()
  })
})
