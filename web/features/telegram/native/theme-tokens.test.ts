import { describe, expect, it } from 'vitest'
import { contrastRatio, themeTokens } from './theme-tokens'

describe("Telegram's theme on the design tokens", () => {
  it('maps the page, sections, text and buttons', () => {
    const tokens = themeTokens({
      bg_color: '#ffffff',
      secondary_bg_color: '#efeff4',
      section_bg_color: '#fafafa',
      text_color: '#000000',
      hint_color: '#66666b',
      button_color: '#2070b0',
      button_text_color: '#ffffff',
    })
    expect(tokens).toMatchObject({
      '--color-bg': '#efeff4',
      '--color-surface': '#fafafa',
      '--color-surface-raised': '#ffffff',
      '--color-text': '#000000',
      '--color-text-muted': '#66666b',
      '--color-border': '#66666b',
      '--color-primary': '#2070b0',
      '--color-on-primary': '#ffffff',
      '--color-primary-soft': 'color-mix(in srgb, #2070b0 18%, #fafafa)',
    })
  })

  it("keeps the theme's own text colours where Telegram's would read under WCAG AA", () => {
    // Telegram Desktop's dark theme: hint #708499 on #17212b is 4.2:1, white on button #5288c1 3.7:1.
    const tokens = themeTokens({
      bg_color: '#17212b',
      secondary_bg_color: '#232e3c',
      text_color: '#f5f5f5',
      hint_color: '#708499',
      button_color: '#5288c1',
      button_text_color: '#ffffff',
    })
    expect(tokens['--color-text']).toBe('#f5f5f5')
    expect(tokens).not.toHaveProperty('--color-text-muted')
    expect(tokens).not.toHaveProperty('--color-primary')
    expect(tokens).not.toHaveProperty('--color-on-primary')
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21)
  })

  it('leaves the tokens Telegram gives no colour for to the theme', () => {
    expect(themeTokens({ bg_color: '#17212b' })).toEqual({
      '--color-bg': '#17212b',
      '--color-surface': '#17212b',
      '--color-surface-raised': '#17212b',
    })
    expect(themeTokens({})).toEqual({})
  })
})
