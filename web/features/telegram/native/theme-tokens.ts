/** Telegram's theme parameters (snake_case keys, `#rrggbb` values), as the client sends them. */
export type TelegramThemeParams = Partial<Record<string, string>>

/**
 * Telegram's theme → the design system's colour tokens (web/styles/tokens.css), so the mini-app looks like the chat
 * it opens from. Each token takes the closest Telegram colour; a token Telegram has no colour for keeps the theme's
 * own. Telegram lays a page out on `secondary_bg_color` with sections on `section_bg_color`, as our page background
 * and cards do.
 */
export function themeTokens(params: TelegramThemeParams): Record<string, string> {
  const pick = (...keys: string[]) => keys.map((key) => params[key]).find((value) => !!value)
  const surface = pick('section_bg_color', 'bg_color')
  const button = pick('button_color', 'accent_text_color')
  const tokens: Record<string, string | undefined> = {
    '--color-bg': pick('secondary_bg_color', 'bg_color'),
    '--color-surface': surface,
    '--color-surface-raised': pick('bg_color', 'section_bg_color'),
    '--color-surface-sunken': pick('secondary_bg_color'),
    '--color-text': pick('text_color'),
    '--color-text-muted': pick('hint_color', 'subtitle_text_color'),
    '--color-border': pick('section_separator_color', 'hint_color'),
    '--color-primary': button,
    '--color-primary-hover': button,
    '--color-primary-active': button,
    '--color-primary-soft': button && surface ? `color-mix(in srgb, ${button} 18%, ${surface})` : undefined,
    '--color-on-primary': pick('button_text_color'),
    '--color-danger': pick('destructive_text_color'),
  }
  return Object.fromEntries(
    Object.entries(tokens).filter((entry): entry is [string, string] => entry[1] !== undefined),
  )
}
