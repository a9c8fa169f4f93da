import { useLayoutEffect } from 'react'
import { isTextControl, takeEarlyTyping } from './early-typing'

/**
 * Hands React what was typed into a pre-rendered text field before the app hydrated it (recorded from the script's
 * start by `recordEarlyTyping`, lib/early-typing.ts).
 *
 * Hydrating, React keeps what the field shows but not what it means: its state holds the rendered value, its
 * change tracking (the `value` property React wraps on the element) the typed one, so no `input` event would reach
 * `onChange`, and a later render writes the rendered value back. So in the commit that hydrates the field, the
 * field is given the rendered value through React's wrapper, then the typed text through the browser's own setter,
 * and an `input` event: React sees the change and its `onChange` runs, as if the visitor had typed it just then.
 * The caret ends up after the text.
 *
 * A field rendered by React on the client shows its rendered value (React writes it to `defaultValue` too), so
 * nothing happens there.
 */
export function keepTypedBeforeHydration(field: Element | null): void {
  if (!isTextControl(field)) return
  const typed = takeEarlyTyping(field) ?? field.value
  if (typed === field.defaultValue) return
  field.value = field.defaultValue
  const prototype =
    field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

/** Runs {@link keepTypedBeforeHydration} on the field with this id once its component has hydrated (or mounted). */
export function useKeepTypedBeforeHydration(fieldId: string): void {
  useLayoutEffect(() => keepTypedBeforeHydration(document.getElementById(fieldId)), [fieldId])
}
