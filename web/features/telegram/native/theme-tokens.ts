/** Telegram's theme parameters (snake_case keys, `#rrggbb` values), as the client sends them. */
export type TelegramThemeParams = Partial<Record<string, string>>

/** WCAG AA for body text: a Telegram text colour below this against its background is not taken. */
const MIN_TEXT_CONTRAST = 4.5

function luminance(hex: string): number | null {
  const match = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})/i.exec(hex)
  if (!match) return null
  const [r, g, b] = match.slice(1).map((part) => {
    const c = Number.parseInt(part, 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** The WCAG contrast ratio of two `#rrggbb` colours (1 when either cannot be read). */
export function contrastRatio(a: string, b: string): number {
  const la = luminance(a)
  const lb = luminance(b)
  if (la === null || lb === null) return 1
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
}

/**
 * Telegram's theme → the design system's colour tokens (web/styles/tokens.css), so the mini-app looks like the chat
 * it opens from.
 */
export function themeTokens(params: TelegramThemeParams): Record<string, string> {
  const pick = (...keys: string[]) => keys.map((key) => params[key]).find((value) => !!value)
  const readable = (text: string | undefined, ...backgrounds: (string | undefined)[]) =>
    text && backgrounds.every((bg) => !bg || contrastRatio(text, bg) >= MIN_TEXT_CONTRAST) ? text : undefined
  const page = pick('secondary_bg_color', 'bg_color')
  const surface = pick('section_bg_color', 'bg_color')
  const raised = pick('bg_color', 'section_bg_color')
  const button = pick('button_color')
  const onButton = pick('button_text_color')
  const buttonPair = button && onButton && readable(onButton, button) ? { button, onButton } : null
  const tokens: Record<string, string | undefined> = {
    '--color-bg': page,
    '--color-surface': surface,
    '--color-surface-raised': raised,
    '--color-surface-sunken': pick('secondary_bg_color'),
    '--color-text': readable(pick('text_color'), page, surface, raised),
    '--color-text-muted': readable(pick('hint_color', 'subtitle_text_color'), page, surface, raised),
    '--color-border': pick('section_separator_color', 'hint_color'),
    '--color-primary': buttonPair?.button,
    '--color-primary-hover': buttonPair?.button,
    '--color-primary-active': buttonPair?.button,
    '--color-primary-soft':
      buttonPair && surface ? `color-mix(in srgb, ${buttonPair.button} 18%, ${surface})` : undefined,
    '--color-on-primary': buttonPair?.onButton,
  }
  return Object.fromEntries(
    Object.entries(tokens).filter((entry): entry is [string, string] => entry[1] !== undefined),
  )
}
