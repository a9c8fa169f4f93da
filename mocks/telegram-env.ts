// `npm run dev` as a Telegram mini-app: ?mock-telegram signs launch data for a Telegram user with the mock bot
// token, puts it in the URL's hash as Telegram does, and answers the app's calls to the Telegram client through
// the SDK's environment mocking (mockTelegramEnv): theme, viewport, popups, the phone contact, closing. Every call
// the app makes is recorded in window.__mockTelegram, which also presses Telegram's buttons (console, Playwright).
import { emitEvent, mockTelegramEnv } from '@tma.js/sdk-react'
import {
  MOCK_THEME_PARAMS,
  mockLaunchQuery,
  mockTelegramUser,
  type ThemeColor,
} from './world/telegram-launch'
import type { World } from './world/world'

/** ?mock-telegram=<who>, with ?mock-telegram-start, ?mock-telegram-data and ?mock-telegram-name. */
export interface TelegramMockSwitch {
  /** `linked` (the seeded Telegram user), `new` (no account yet) or a Telegram user id. */
  who: string
  /** The start parameter (a deep-link shortcut, e.g. profile-history). */
  start: string | null
  /** `tampered` (changed after signing), `stale` (signed two days ago) or `malformed` (not launch data). */
  data: 'valid' | 'tampered' | 'stale' | 'malformed'
  /** The Telegram user's first name. */
  name: string | null
}

export interface TelegramMockControls {
  /** Every method the app called on the Telegram client, in order. */
  events: { name: string; params: unknown }[]
  /** Sends an event of the Telegram client to the app, e.g. press('back_button_pressed'). */
  press(event: 'back_button_pressed' | 'main_button_pressed'): void
  /** Changes Telegram's theme (theme_changed). */
  setTheme(themeParams: Record<string, ThemeColor>): void
  /** Whether the app asked Telegram to close it. */
  closed: boolean
}

declare global {
  interface Window {
    __mockTelegram?: TelegramMockControls
  }
}

/** Set while this tab plays a mini-app, so a reload answers the app's calls again. */
const ACTIVE_KEY = 'mock-telegram'
/** The SDK's copy of the launch parameters (read-launch.ts): a new launch replaces it. */
const SDK_LAUNCH_KEY = 'tapps/launchParams'
const TWO_DAYS_MS = 2 * 24 * 3_600_000
const MOCK_PHONE = '+15550100123'
/** The phone contact is answered on this read, so the app's polling is exercised (docs/product.md §9). */
const CONTACT_READY_ON_READ = 3

async function launchQuery(world: World, sw: TelegramMockSwitch): Promise<string> {
  const now = world.clock.now()
  const base = mockTelegramUser(sw.who, now)
  const user = sw.name ? { ...base, first_name: sw.name } : base
  const query = new URLSearchParams(
    await mockLaunchQuery(world.config.telegramBotToken, {
      user,
      startParam: sw.start ?? undefined,
      signedAtMs: sw.data === 'stale' ? now - TWO_DAYS_MS : now,
    }),
  )
  if (sw.data === 'malformed') query.set('tgWebAppData', 'user=not-json')
  if (sw.data === 'tampered') {
    const initData = new URLSearchParams(query.get('tgWebAppData') ?? '')
    initData.set('user', JSON.stringify({ ...user, first_name: 'Mallory' }))
    query.set('tgWebAppData', initData.toString())
  }
  return query.toString()
}

const later = (run: () => void) => setTimeout(run, 0)

/** A phone without a notch or Telegram's own controls over the page. */
const NO_INSETS = { top: 0, bottom: 0, left: 0, right: 0 }

function emulateClient(): TelegramMockControls {
  let theme: Record<string, ThemeColor> = { ...MOCK_THEME_PARAMS }
  let contactReads = 0
  const controls: TelegramMockControls = {
    events: [],
    closed: false,
    press: (event) => emitEvent(event),
    setTheme(next) {
      theme = { ...next }
      emitEvent('theme_changed', { theme_params: theme })
    },
  }
  mockTelegramEnv({
    onEvent(event) {
      controls.events.push({ name: event.name, params: event.params })
      const params = (event.params ?? {}) as Record<string, unknown>
      switch (event.name) {
        case 'web_app_request_theme':
          return later(() => emitEvent('theme_changed', { theme_params: theme }))
        case 'web_app_request_viewport':
          return later(() =>
            emitEvent('viewport_changed', {
              height: window.innerHeight,
              width: window.innerWidth,
              is_expanded: true,
              is_state_stable: true,
            }),
          )
        // The SDK's viewport asks for both insets first (a client of version 8.0 or later answers them); unanswered,
        // the viewport's mount timed out at 100 ms on every page and the app never followed its height.
        case 'web_app_request_safe_area':
          return later(() => emitEvent('safe_area_changed', NO_INSETS))
        case 'web_app_request_content_safe_area':
          return later(() => emitEvent('content_safe_area_changed', NO_INSETS))
        case 'web_app_open_popup': {
          const buttons = (params.buttons as { id?: string }[] | undefined) ?? []
          return later(() => emitEvent('popup_closed', { button_id: buttons[0]?.id ?? '' }))
        }
        case 'web_app_request_phone':
          return later(() => emitEvent('phone_requested', { status: 'sent' }))
        case 'web_app_invoke_custom_method': {
          if (params.method !== 'getRequestedContact') return
          contactReads += 1
          const contact = JSON.stringify({ user_id: 1, phone_number: MOCK_PHONE, first_name: 'Alice' })
          const result =
            contactReads >= CONTACT_READY_ON_READ
              ? new URLSearchParams({ contact, auth_date: '1', hash: 'mock' }).toString()
              : ''
          return later(() => emitEvent('custom_method_invoked', { req_id: String(params.req_id), result }))
        }
        case 'web_app_close':
          controls.closed = true
          console.info('[mocks] the mini-app asked Telegram to close it')
          return
      }
    },
  })
  return controls
}

/**
 * Opens this tab as a mini-app (with a switch), keeps playing one after a reload, or (?mock-telegram-off) goes back
 * to the plain site. Runs before the app reads the URL.
 */
export async function startTelegramMock(world: World, sw: TelegramMockSwitch | 'off' | null): Promise<void> {
  if (sw === 'off') {
    sessionStorage.removeItem(ACTIVE_KEY)
    sessionStorage.removeItem(SDK_LAUNCH_KEY)
    return
  }
  if (sw) {
    const query = await launchQuery(world, sw)
    sessionStorage.setItem(ACTIVE_KEY, '1')
    sessionStorage.removeItem(SDK_LAUNCH_KEY)
    const url = new URL(window.location.href)
    url.hash = query
    window.history.replaceState(window.history.state, '', url.href)
  } else if (sessionStorage.getItem(ACTIVE_KEY) !== '1') return
  window.__mockTelegram = emulateClient()
}
