import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { CoinLogo } from './coin-logo'

afterEach(cleanup)

describe('CoinLogo', () => {
  it('shows the logo lazily, sized before it loads, and hidden from screen readers', () => {
    const { container } = render(
      <CoinLogo coin={{ currencyTitle: 'BTC', currencyLogoLink: 'https://cdn.test/btc.svg' }} />,
    )
    const image = container.querySelector('img') as HTMLImageElement
    expect(image.getAttribute('src')).toBe('https://cdn.test/btc.svg')
    expect(image.getAttribute('loading')).toBe('lazy')
    expect(image.getAttribute('width')).toBe('24')
    expect(image.getAttribute('height')).toBe('24')
    expect(image.getAttribute('alt')).toBe('')
  })

  it('falls back to the first letter when the logo fails or is missing', () => {
    const { container } = render(
      <CoinLogo coin={{ currencyTitle: 'ETH', currencyLogoLink: 'https://cdn.test/eth.svg' }} />,
    )
    fireEvent.error(container.querySelector('img') as HTMLImageElement)
    expect(container.querySelector('img')).toBeNull()
    expect(container.textContent).toBe('E')
    const missing = render(<CoinLogo coin={{ currencyTitle: 'XMR', currencyLogoLink: '' }} />)
    expect(missing.container.textContent).toBe('X')
  })

  it('falls back to the letter for a logo that failed before React was listening (a pre-rendered page)', async () => {
    const prototype = HTMLImageElement.prototype
    const complete = Object.getOwnPropertyDescriptor(prototype, 'complete')
    const decode = Object.getOwnPropertyDescriptor(prototype, 'decode')
    // What a browser reports for an image whose load has finished: decode() settles by whether it can be drawn.
    Object.defineProperty(prototype, 'complete', { configurable: true, get: () => true })
    const decodes = (ok: boolean) =>
      Object.defineProperty(prototype, 'decode', {
        configurable: true,
        value: () => (ok ? Promise.resolve() : Promise.reject(new Error('EncodingError'))),
      })
    try {
      decodes(false)
      const broken = render(
        <CoinLogo coin={{ currencyTitle: 'SOL', currencyLogoLink: 'https://cdn.test/sol.svg' }} />,
      )
      await waitFor(() => expect(broken.container.querySelector('img')).toBeNull())
      expect(broken.container.textContent).toBe('S')

      // A logo that loaded (an SVG without a size of its own may say naturalWidth 0) stays.
      decodes(true)
      const loaded = render(
        <CoinLogo coin={{ currencyTitle: 'ADA', currencyLogoLink: 'https://cdn.test/ada.svg' }} />,
      )
      await act(async () => {})
      expect(loaded.container.querySelector('img')).not.toBeNull()
    } finally {
      if (complete) Object.defineProperty(prototype, 'complete', complete)
      else Reflect.deleteProperty(prototype, 'complete')
      if (decode) Object.defineProperty(prototype, 'decode', decode)
      else Reflect.deleteProperty(prototype, 'decode')
    }
  })
})
