import { getLocale } from '@/paraglide/runtime.js'
import { fillPlaceholders } from './placeholders'

/**
 * The server's texts for this page's locale (the contract's getLocaleMessages), by message id. Nothing is set while
 * the server renders and while the browser hydrates, so both use the bundled texts; lib/i18n/server-messages-root.tsx
 * sets them after hydration.
 */
const overrides = new Map<string, ReadonlyMap<number, string>>()

type Message<Inputs> = (inputs: Inputs, options?: { locale?: string }) => string

/**
 * A compiled paraglide message that gives the server's text of its locale when there is one, with the message's
 * inputs filled in, else its bundled text (also when the server's text names a placeholder the message does not
 * take). scripts/message-overrides-plugin.ts wraps every message in it, with the message's id.
 */
export const withOverride =
  <Inputs>(id: number, message: Message<Inputs>): Message<Inputs> =>
  (inputs, options) => {
    const text = overrides.get(options?.locale ?? getLocale())?.get(id)
    return (text && fillPlaceholders(text, (inputs ?? {}) as object)) ?? message(inputs, options)
  }

/** Sets the server's texts of a locale, by message id (lib/i18n/server-messages.ts `byMessageId`). */
export function setMessageOverrides(locale: string, texts: ReadonlyMap<number, string>): void {
  overrides.set(locale, texts)
}

/** Back to the bundled texts (tests). */
export function clearMessageOverrides(): void {
  overrides.clear()
}
