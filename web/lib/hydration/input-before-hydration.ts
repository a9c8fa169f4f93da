import { useLayoutEffect } from 'react'
import { isTextControl, takeEarlyTyping } from './early-typing'

/**
 * Hydrating, React keeps what a field shows but not what it means, so a later render would write the rendered value
 * back. In the hydrating commit the field gets the rendered value through React's wrapper, then the typed text through
 * the browser's setter and an `input` event, so `onChange` runs as if the visitor had typed it just then.
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

export function useKeepTypedBeforeHydration(fieldId: string): void {
  useLayoutEffect(() => keepTypedBeforeHydration(document.getElementById(fieldId)), [fieldId])
}

/**
 * The same for a choice made before the script started (checkbox, radio, select): the control is set back to the
 * rendered state through React's tracking, then clicked (or given a `change`), so React's `onChange` sees the choice.
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
