// Telegram Mini App launch parameters for the dev switch (?mock-telegram) and the journeys: the query Telegram puts
// in the URL's hash when it opens a mini-app (tgWebAppData signed with the mock bot token, tgWebAppVersion,
// tgWebAppPlatform, tgWebAppThemeParams, tgWebAppStartParam). The bot token never leaves the mocks.

import { type InitDataFields, signInitData, type TelegramUser } from './telegram'
import { SEED_USERS } from './world-seed'

/** A colour as Telegram sends it. */
export type ThemeColor = `#${string}`

/** Telegram Desktop's dark theme, as a client sends it. */
export const MOCK_THEME_PARAMS: Readonly<Record<string, ThemeColor>> = {
  accent_text_color: '#6ab2f2',
  bg_color: '#17212b',
  button_color: '#5288c1',
  button_text_color: '#ffffff',
  destructive_text_color: '#ec3942',
  header_bg_color: '#17212b',
  hint_color: '#708499',
  link_color: '#6ab3f3',
  secondary_bg_color: '#232e3c',
  section_bg_color: '#17212b',
  section_header_text_color: '#6ab3f3',
  section_separator_color: '#111921',
  subtitle_text_color: '#708499',
  text_color: '#f5f5f5',
}

export interface MockLaunchOptions {
  user: TelegramUser
  startParam?: string
  themeParams?: Readonly<Record<string, string>>
  platform?: string
  version?: string
  /** When the launch data was signed (auth_date); now by default. An old one is stale for the server. */
  signedAtMs?: number
  /** Tells this launch from any other (query_id): new by default, so each launch signs data of its own. */
  launchId?: string
}

let launches = 0
/** A query_id of its own for each launch (the server takes one launch's data from one browser). */
const newLaunchId = () =>
  `AAH${Date.now().toString(36)}${(++launches).toString(36)}${Math.random().toString(36).slice(2, 8)}`

/**
 * Who `?mock-telegram=<who>` opens the mini-app as: `linked` (or nothing) the seeded user linked to Telegram,
 * `new` a Telegram user without an account (a new id each time), a number that Telegram user id.
 */
export function mockTelegramUser(who: string, nowMs: number = Date.now()): TelegramUser {
  if (/^\d+$/.test(who)) return { id: Number(who), first_name: 'Test', username: `tg${who}` }
  if (who === 'new') {
    const id = 7_000_000_000 + (nowMs % 1_000_000_000)
    return { id, first_name: 'Newcomer', username: `new${id}` }
  }
  return {
    id: SEED_USERS.telegram.telegramUserId,
    first_name: 'Alice',
    last_name: 'Mock',
    username: 'alice_mock',
    language_code: 'en',
  }
}

/** The launch query (without the leading #), its init data signed with `botToken`. */
export async function mockLaunchQuery(botToken: string, options: MockLaunchOptions): Promise<string> {
  const fields: InitDataFields = {
    query_id: options.launchId ?? newLaunchId(),
    user: options.user,
    chat_instance: '8428209589180549439',
    chat_type: 'sender',
    // Telegram's Ed25519 signature for third parties; the server checks the hash, not this.
    signature: 'mock-signature',
  }
  if (options.startParam) fields.start_param = options.startParam
  const initData = await signInitData(fields, botToken, options.signedAtMs ?? Date.now())
  const query = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: options.version ?? '8.0',
    tgWebAppPlatform: options.platform ?? 'tdesktop',
    tgWebAppThemeParams: JSON.stringify(options.themeParams ?? MOCK_THEME_PARAMS),
  })
  if (options.startParam) query.set('tgWebAppStartParam', options.startParam)
  return query.toString()
}
