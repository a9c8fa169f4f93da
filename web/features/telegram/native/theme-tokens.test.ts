import { describe, expect, it } from 'vitest'
import { themeTokens } from './theme-tokens'

describe("Telegram's theme on the design tokens", () => {
  it('maps the page, sections, text, buttons and danger', () => {
    const tokens = themeTokens({
      bg_color: '#ffffff',
      secondary_bg_color: '#efeff4',
      section_bg_color: '#fafafa',
      text_color: '#000000',
      hint_color: '#999999',
      button_color: '#2481cc',
      button_text_color: '#ffffff',
      destructive_text_color: '#ff3b30',
    })
    expect(tokens).toMatchObject({
      '--color-bg': '#efeff4',
      '--color-surface': '#fafafa',
      '--color-surface-raised': '#ffffff',
      '--color-text': '#000000',
      '--color-text-muted': '#999999',
      '--color-border': '#999999',
      '--color-primary': '#2481cc',
      '--color-on-primary': '#ffffff',
      '--color-danger': '#ff3b30',
      '--color-primary-soft': 'color-mix(in srgb, #2481cc 18%, #fafafa)',
    })
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
