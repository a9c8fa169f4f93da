/**
 * Whether focus can go back to `element` when a dialog closes: still on the page, not disabled, and not the page
 * itself (<body> is what the browser leaves focused when the focused control is disabled or removed).
 */
function canTakeFocus(element: Element | null | undefined): element is HTMLElement {
  return (
    element instanceof HTMLElement &&
    element.isConnected &&
    element !== element.ownerDocument.body &&
    !element.matches(':disabled')
  )
}

/**
 * The WAI-ARIA dialog pattern's last step: focus goes back to the first of `candidates` that can take it (the
 * control that opened the dialog, then a fallback). False when none can, so the caller leaves focus alone.
 */
export function returnFocus(...candidates: (Element | null | undefined)[]): boolean {
  const target = candidates.find(canTakeFocus)
  target?.focus()
  return target !== undefined
}
