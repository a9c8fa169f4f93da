// The entry's part of lib/hydration/input-before-hydration.ts: recording starts with the script, the rest loads with the fields.

export type TextControl = HTMLInputElement | HTMLTextAreaElement

/** What was last typed into each text field of the page that differs from what the page rendered in it. */
const typedEarly = new WeakMap<TextControl, string>()

export const isTextControl = (target: unknown): target is TextControl =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement

function remember(target: EventTarget | null): void {
  if (!isTextControl(target)) return
  if (target.value === target.defaultValue) typedEarly.delete(target)
  else typedEarly.set(target, target.value)
}

/**
 * Records what the visitor types into a pre-rendered page's text fields before the app has taken them over
 * (main.tsx, with the early clicks): what they hold already, then every change. A pre-rendered field takes typing
 * from the first paint, with any keyboard (a phone's composing keyboard sends no usable key events, so keys cannot
 * be held and replayed as early clicks are); the record outlives React writing the rendered value back.
 */
export function recordEarlyTyping(root: HTMLElement): void {
  for (const field of root.querySelectorAll('input, textarea')) remember(field)
  root.addEventListener('input', (event) => remember(event.target), true)
}

/** What was typed into the field, if it differs from what the page rendered in it; forgotten once taken. */
export function takeEarlyTyping(field: TextControl): string | undefined {
  const typed = typedEarly.get(field)
  typedEarly.delete(field)
  return typed
}
