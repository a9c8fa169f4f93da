// The dev switches that open the site as a Telegram mini-app (mocks/docs/telegram.md): a plain
// function of the URL, so it is tested in Node. The generic reader (browser-switches.ts) removes every mock-* key
// from the address bar afterwards.
import type { TelegramMockSwitch } from './telegram-env'

const DATA_KINDS: readonly TelegramMockSwitch['data'][] = ['valid', 'tampered', 'stale', 'malformed']

/** ?mock-telegram[=linked|new|<id>] (+ -start, -data, -name), ?mock-telegram-off, or null for neither. */
export function readTelegramSwitch(url: URL): TelegramMockSwitch | 'off' | null {
  const q = url.searchParams
  if (q.has('mock-telegram-off')) return 'off'
  if (!q.has('mock-telegram')) return null
  const data = q.get('mock-telegram-data') as TelegramMockSwitch['data'] | null
  return {
    who: q.get('mock-telegram') || 'linked',
    start: q.get('mock-telegram-start') || null,
    data: data && DATA_KINDS.includes(data) ? data : 'valid',
    name: q.get('mock-telegram-name') || null,
  }
}
