// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { APP_CONFIG_ELEMENT_ID } from '@/config/runtime-config'
import { loadTagManager } from './load-tag-manager'

afterEach(() => {
  document.head.innerHTML = ''
  document.body.innerHTML = ''
  window.dataLayer = []
})

const loaders = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-tag-manager]')]

describe('loadTagManager', () => {
  it("adds the container's loader once, with the page's nonce, after Tag Manager's start event", () => {
    document.body.innerHTML = `<script type="application/json" id="${APP_CONFIG_ELEMENT_ID}" nonce="r3quest">{}</script>`
    window.dataLayer = [{ event: 'page_view' }]
    loadTagManager('GTM-ABC123')
    loadTagManager('GTM-ABC123')
    expect(loaders()).toHaveLength(1)
    const [script] = loaders()
    expect(script?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC123')
    expect(script?.async).toBe(true)
    expect(script?.nonce).toBe('r3quest')
    // What was pushed before stays queued for it, the start event after.
    expect(window.dataLayer.map((event) => event.event)).toEqual(['page_view', 'gtm.js'])
    expect(window.dataLayer[1]).toMatchObject({ 'gtm.start': expect.any(Number) })
  })

  it('loads without a nonce where the page has none (the dev server)', () => {
    loadTagManager('GTM-ABC123')
    expect(loaders()[0]?.nonce).toBe('')
  })
})
