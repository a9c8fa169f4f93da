// @vitest-environment jsdom
import { getNonce } from 'get-nonce'
import { afterEach, describe, expect, it } from 'vitest'
import { APP_CONFIG_PLACEHOLDER } from '@/config/runtime-config'
import { installStyleNonce, pageNonce } from './style-nonce'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the style nonce', () => {
  it('is none on a page the web server did not fill (npm run dev)', () => {
    document.body.innerHTML = APP_CONFIG_PLACEHOLDER
    expect(pageNonce()).toBeNull()
  })

  it("is read from the configuration element and handed to the libraries' style injection", () => {
    document.body.innerHTML = '<script type="application/json" id="app-config" nonce="n0nce42">{}</script>'
    expect(pageNonce()).toBe('n0nce42')
    installStyleNonce()
    expect(getNonce()).toBe('n0nce42')
  })
})
