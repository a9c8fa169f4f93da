import { isColorDark, miniApp, themeParams, viewport } from '@tma.js/sdk-react'
import { MESSENGER_BRIDGE_TIMEOUT_MS } from '@/config/constants'
import { themeTokens } from './theme-tokens'

/** Runs one SDK step; a client too old for it (or a failed bridge call) is logged, and the app goes on. */
export function attempt(step: string, run: () => void): void {
  try {
    run()
  } catch (error) {
    console.warn(`Telegram: ${step} is unavailable`, error)
  }
}

/**
 * Telegram's theme on the design system's colour tokens, live: `theme_changed` updates the SDK's themeParams, and
 * the tokens follow. `data-theme` follows Telegram's background (dark or light), so the tokens Telegram has no colour for match.
 */
export function bindTheme(): () => void {
  const root = document.documentElement
  let applied: string[] = []
  const apply = () => {
    const params = themeParams.state()
    const tokens = themeTokens(params)
    for (const name of applied) if (!(name in tokens)) root.style.removeProperty(name)
    for (const [name, value] of Object.entries(tokens)) root.style.setProperty(name, value)
    applied = Object.keys(tokens)
    const background = params.bg_color
    if (background) root.dataset.theme = isColorDark(background) ? 'dark' : 'light'
  }
  themeParams.mount()
  apply()
  return themeParams.state.sub(apply)
}

/**
 * The page's height follows Telegram's stable viewport (the height once the sheet has settled): the
 * `--size-viewport` token, which the shell's minimum height reads. The viewport request times out at 100 ms (docs/product.md §9).
 */
export async function bindViewport(): Promise<void> {
  await viewport.mount({ timeout: MESSENGER_BRIDGE_TIMEOUT_MS })
  const root = document.documentElement
  const apply = () => {
    const height = viewport.stableHeight()
    if (height > 0) root.style.setProperty('--size-viewport', `${height}px`)
  }
  apply()
  viewport.stableHeight.sub(apply)
  attempt('expanding the viewport', () => viewport.expand())
}

/** Tells Telegram the mini-app is ready (it hides its placeholder) and keeps the mini-app's own state in sync. */
export function announceReady(): void {
  miniApp.mount()
  miniApp.ready()
}
