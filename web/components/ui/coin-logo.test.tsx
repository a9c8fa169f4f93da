import { cleanup, fireEvent, render } from '@testing-library/react'
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

  it('falls back to the letter for a logo that failed before React was listening (a pre-rendered page)', () => {
    const prototype = HTMLImageElement.prototype
    const complete = Object.getOwnPropertyDescriptor(prototype, 'complete')
    const naturalWidth = Object.getOwnPropertyDescriptor(prototype, 'naturalWidth')
    // What a browser reports for an image whose load already failed.
    Object.defineProperty(prototype, 'complete', { configurable: true, get: () => true })
    Object.defineProperty(prototype, 'naturalWidth', { configurable: true, get: () => 0 })
    try {
      const { container } = render(
        <CoinLogo coin={{ currencyTitle: 'SOL', currencyLogoLink: 'https://cdn.test/sol.svg' }} />,
      )
      expect(container.querySelector('img')).toBeNull()
      expect(container.textContent).toBe('S')
    } finally {
      if (complete) Object.defineProperty(prototype, 'complete', complete)
      if (naturalWidth) Object.defineProperty(prototype, 'naturalWidth', naturalWidth)
    }
  })
})
