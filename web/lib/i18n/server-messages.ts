import { messageKeys } from 'virtual:message-keys'
import { getLocaleMessages } from '@sdk/gen/site/sdk.gen'
import { LOCALE_MESSAGES_STORAGE_KEY, TRANSLATION_CACHE_MS } from '@/config/constants'
import type { Locale } from '@/paraglide/runtime.js'

export type ServerTexts = Readonly<Record<string, string>>

type Kept = { fetchedAt: number; messages: ServerTexts }

const storageKey = (locale: Locale) => `${LOCALE_MESSAGES_STORAGE_KEY}:${locale}`

function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

const isTexts = (value: unknown): value is ServerTexts =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((text) => typeof text === 'string')

/** The kept messages of `locale` if they were fetched less than TRANSLATION_CACHE_MS ago. */
function readKept(storage: Storage | null, locale: Locale, now: number): ServerTexts | null {
  try {
    const kept = JSON.parse(storage?.getItem(storageKey(locale)) ?? 'null') as Partial<Kept> | null
    const age = now - Number(kept?.fetchedAt)
    return age >= 0 && age < TRANSLATION_CACHE_MS && isTexts(kept?.messages) ? kept.messages : null
  } catch {
    return null
  }
}

function keep(storage: Storage | null, locale: Locale, kept: Kept): void {
  try {
    storage?.setItem(storageKey(locale), JSON.stringify(kept))
  } catch {
    // Storage full or refused: they are fetched again on the next load.
  }
}

export type LoadOptions = { storage?: Storage | null; now?: () => number }

/**
 * The locale's messages from the server (the contract's getLocaleMessages), kept for 24 hours across reloads.
 * A failed load is logged as a warning and gives null: the bundled texts stay.
 */
export async function loadServerMessages(
  locale: Locale,
  { storage = browserStorage(), now = Date.now }: LoadOptions = {},
): Promise<ServerTexts | null> {
  const kept = readKept(storage, locale, now())
  if (kept) return kept
  try {
    const { data } = await getLocaleMessages({ path: { locale }, throwOnError: true })
    keep(storage, locale, { fetchedAt: now(), messages: data })
    return data
  } catch (error) {
    console.warn(`The ${locale} messages could not be loaded; the bundled texts stay.`, error)
    return null
  }
}

/**
 * The server's texts by the id each message has in this build (scripts/message-overrides-plugin.ts), for
 * lib/i18n/message-overrides.ts. A key the app does not have and a blank text (the bundled one is better than none) are
 * left out.
 */
export function byMessageId(texts: ServerTexts): Map<number, string> {
  const ids = new Map(messageKeys.map((key, id) => [key, id]))
  const byId = new Map<number, string>()
  for (const [key, text] of Object.entries(texts)) {
    const id = ids.get(key)
    if (id !== undefined && text.trim()) byId.set(id, text)
  }
  return byId
}

/** The server's texts of `locale` by message id, for lib/i18n/message-overrides.ts; null when they did not load. */
export async function loadServerTexts(locale: Locale): Promise<Map<number, string> | null> {
  const texts = await loadServerMessages(locale)
  return texts && byMessageId(texts)
}
