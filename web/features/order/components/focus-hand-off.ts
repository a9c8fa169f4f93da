import { type RefCallback, useCallback } from 'react'

/**
 * A ref for a part of the page that can go away under the user's focus (the warnings once the new rate is accepted or
 * the refund requested, the deposit instructions once the deposit arrives): if focus is inside it as it leaves, or
 * fell out of it because its control turned disabled while its action ran (the browser then drops focus to <body>),
 * focus moves to `next()` instead of staying on <body>, where the next Tab starts again at the top.
 */
export function useFocusHandOff<T extends HTMLElement>(next: () => HTMLElement | null): RefCallback<T> {
  // biome-ignore lint/correctness/useExhaustiveDependencies: one ref for the element's lifetime; `next` is read when it leaves.
  return useCallback((node: T | null) => {
    if (!node) return
    let droppedWhileBusy = false
    const onFocusOut = (event: FocusEvent) => {
      droppedWhileBusy =
        event.relatedTarget === null && event.target instanceof Element && event.target.matches(':disabled')
    }
    const onFocusIn = () => {
      droppedWhileBusy = false
    }
    node.addEventListener('focusout', onFocusOut)
    node.addEventListener('focusin', onFocusIn)
    return () => {
      node.removeEventListener('focusout', onFocusOut)
      node.removeEventListener('focusin', onFocusIn)
      const doc = node.ownerDocument
      const onBody = doc.activeElement === null || doc.activeElement === doc.body
      if (node.contains(doc.activeElement) || (droppedWhileBusy && onBody)) next()?.focus()
    }
  }, [])
}
