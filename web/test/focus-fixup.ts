// Test support (imported by *.test.tsx only): the browsers' focus fixup, which jsdom lacks. In Chromium a focused
// control that becomes disabled (a submit button while its request runs) loses focus, and document.activeElement
// falls back to <body>; jsdom keeps it focused, so a test would not see what a user of the real page sees.

/** Emulates the fixup until the returned function is called. */
export function emulateFocusFixup(): () => void {
  const observer = new MutationObserver(() => {
    const active = document.activeElement
    if (!(active instanceof HTMLElement) || !active.matches(':disabled')) return
    // jsdom's blur() ignores a disabled element: enable it for the blur, then disable it again.
    active.toggleAttribute('disabled', false)
    active.blur()
    active.toggleAttribute('disabled', true)
  })
  observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['disabled'] })
  return () => observer.disconnect()
}
