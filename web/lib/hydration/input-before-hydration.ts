import { useLayoutEffect } from 'react'
import { isTextControl, takeEarlyTyping } from './early-typing'

/**
 * Hands React what was typed into a pre-rendered text field before the app hydrated it (recorded from the script's
 * start by `recordEarlyTyping`, lib/hydration/early-typing.ts).
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

/**
 * Hands React a choice that the visitor made on a pre-rendered page before its script had started: a checkbox
 * ticked, a radio button picked, an option chosen in a drop-down list. From the script's start such clicks are held
 * and replayed (lib/hydration/early-clicks.ts); before it, the browser changes the control itself, and React, hydrating,
 * keeps what the control shows but not what it means: its state still holds the rendered choice, no change event
 * reaches `onChange`, and the next render of the control puts the rendered choice back on screen.
 *
 * Used as the control's ref callback, it runs in the commit that hydrates the control. A checkbox or radio button
 * showing another state than the one rendered (`defaultChecked`) is given the rendered one through React's change
 * tracking, then clicked: the browser toggles it back to the visitor's choice and React's `onChange` runs, as if
 * the visitor had clicked just then (of a radio group, the button picked speaks for the group). A drop-down list
 * showing another option than the rendered one (`defaultSelected`) gets a `change` event, which React passes on
 * as it is. Controls rendered by React on the client show what they render (React writes the defaults too), so
 * nothing happens there; a control disabled by then ignores the click and shows the rendered choice again.
 */
export function keepChoiceBeforeHydration(control: HTMLInputElement | HTMLSelectElement | null): void {
  if (control instanceof HTMLSelectElement) {
    const rendered = Math.max(
      0,
      [...control.options].findIndex((option) => option.defaultSelected),
    )
    if (!control.multiple && control.selectedIndex !== rendered)
      control.dispatchEvent(new Event('change', { bubbles: true }))
    return
  }
  if (!control || (control.type !== 'checkbox' && control.type !== 'radio')) return
  if (control.checked === control.defaultChecked) return
  if (control.type === 'radio' && !control.checked) return
  control.checked = !control.checked
  control.click()
}
