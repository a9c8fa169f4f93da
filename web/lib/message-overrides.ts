import { fillPlaceholders } from './placeholders'

/**
 * The texts the server gave for this page's locale (the contract's getLocaleMessages), by message key. Every
 * compiled paraglide message asks messageOverride() first: scripts/message-overrides-plugin.ts writes the call into
 * paraglide's output, so components keep calling `m.key()`. Nothing is set while the server renders and while the
 * browser hydrates, so both use the bundled texts; lib/server-messages-root.tsx sets them after hydration.
 */
const overrides = new Map<string, ReadonlyMap<string, string>>()

/**
 * The server's text of `key` in `locale` with the message's inputs filled in, or undefined: the bundled text
 * stands when the server gave none, or when its text names a placeholder the message does not take.
 */
export function messageOverride(key: string, locale: string, inputs: unknown): string | undefined {
  const text = overrides.get(locale)?.get(key)
  if (text === undefined) return undefined
  const values = typeof inputs === 'object' && inputs !== null ? (inputs as Record<string, unknown>) : {}
  return fillPlaceholders(text, values) ?? undefined
}

/** Sets the server's texts of a locale; a blank text is left out (the bundled one is better than none). */
export function setMessageOverrides(locale: string, texts: Readonly<Record<string, unknown>>): void {
  const usable = Object.entries(texts).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
  )
  overrides.set(locale, new Map(usable))
}

/** Back to the bundled texts (tests). */
export function clearMessageOverrides(): void {
  overrides.clear()
}
