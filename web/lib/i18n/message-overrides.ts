import { getLocale } from '@/paraglide/runtime.js'
import { fillPlaceholders } from './placeholders'

/** Nothing is set while rendering on the server or hydrating, so both use the bundled texts. */
const overrides = new Map<string, ReadonlyMap<number, string>>()

type Message<Inputs> = (inputs: Inputs, options?: { locale?: string }) => string

/** The bundled text is kept when the server's names a placeholder the message does not take. */
export const withOverride =
  <Inputs>(id: number, message: Message<Inputs>): Message<Inputs> =>
  (inputs, options) => {
    const text = overrides.get(options?.locale ?? getLocale())?.get(id)
    return (text && fillPlaceholders(text, (inputs ?? {}) as object)) ?? message(inputs, options)
  }

export function setMessageOverrides(locale: string, texts: ReadonlyMap<number, string>): void {
  overrides.set(locale, texts)
}

export function clearMessageOverrides(): void {
  overrides.clear()
}
