import { expect, type Page } from '@playwright/test'
import { localePath, type TestLocale, text } from './locale'

/** How a journey opens the site as a mini-app: the dev switch ?mock-telegram (mocks/docs/telegram.md). */
export interface MiniAppLaunch {
  /** `linked` (the seeded Telegram user, tg@example.com), `new` (no account yet) or a Telegram user id. */
  who?: string
  /** The start parameter (a deep-link shortcut). */
  start?: string
  data?: 'tampered' | 'stale' | 'malformed'
  /** The Telegram user's first name. */
  name?: string
  /** Where Telegram opens the mini-app (default '/'), in the test's locale. */
  path?: string
  /** Further switches, e.g. 'mock-fail=createTelegramUser:http500'. */
  extra?: string
}

export interface BridgeCall {
  name: string
  params: Record<string, unknown> | undefined
}

type WithTelegram = {
  __mock?: unknown
  __mockTelegram?: { events: BridgeCall[]; closed: boolean; press(event: string): void }
}

/** Opens the site as Telegram opens a mini-app, with signed launch data, and waits for the mocks. */
export async function openMiniApp(page: Page, locale: TestLocale, launch: MiniAppLaunch = {}): Promise<void> {
  const query = new URLSearchParams({ 'mock-telegram': launch.who ?? 'linked' })
  if (launch.start) query.set('mock-telegram-start', launch.start)
  if (launch.data) query.set('mock-telegram-data', launch.data)
  if (launch.name) query.set('mock-telegram-name', launch.name)
  const extra = launch.extra ? `&${launch.extra}` : ''
  await page.goto(`${localePath(locale, launch.path ?? '/')}?${query}${extra}`)
  await page.waitForFunction(() => (window as WithTelegram).__mockTelegram !== undefined)
}

/** The methods the app has called on the Telegram client so far. */
export async function bridgeCalls(page: Page, name?: string): Promise<BridgeCall[]> {
  const calls = await page.evaluate(() => (window as WithTelegram).__mockTelegram?.events ?? [])
  return name ? calls.filter((call) => call.name === name) : calls
}

/** The last call of a method, once there is one. */
export async function lastBridgeCall(page: Page, name: string): Promise<BridgeCall> {
  await expect.poll(async () => (await bridgeCalls(page, name)).length).toBeGreaterThan(0)
  const calls = await bridgeCalls(page, name)
  return calls[calls.length - 1] as BridgeCall
}

/** Presses one of Telegram's own buttons (back, main). */
export async function pressTelegramButton(page: Page, event: 'back_button_pressed' | 'main_button_pressed') {
  await page.evaluate((name) => (window as WithTelegram).__mockTelegram?.press(name), event)
}

/** The header's account menu of a signed-in user (`name`: the e-mail, or the fallback "Account"). */
export function accountMenu(page: Page, locale: TestLocale, name?: string) {
  return page.getByRole('banner').getByRole('button', {
    name: text(locale, 'auth_account_menu_label', {
      name: name ?? text(locale, 'auth_account_fallback_name'),
    }),
  })
}
