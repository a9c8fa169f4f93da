// Recording starts with the entry script; the rest (input-before-hydration.ts) loads with the fields.

export type TextControl = HTMLInputElement | HTMLTextAreaElement

const typedEarly = new WeakMap<TextControl, string>()

export const isTextControl = (target: unknown): target is TextControl =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement

function remember(target: EventTarget | null): void {
  if (!isTextControl(target)) return
  if (target.value === target.defaultValue) typedEarly.delete(target)
  else typedEarly.set(target, target.value)
}

/** A phone's composing keyboard sends no usable key events, so typing is recorded, not held and replayed like clicks. */
export function recordEarlyTyping(root: HTMLElement): void {
  for (const field of root.querySelectorAll('input, textarea')) remember(field)
  root.addEventListener('input', (event) => remember(event.target), true)
}

/** Forgotten once taken. */
export function takeEarlyTyping(field: TextControl): string | undefined {
  const typed = typedEarly.get(field)
  typedEarly.delete(field)
  return typed
}
