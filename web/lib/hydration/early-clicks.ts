export type EarlyClicks = { replay: () => void; drop: () => void }

/** Links work without the app; typing is handed over separately (input-before-hydration.ts). */
function heldControl(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null
  const control = target.closest<HTMLElement>('button, input[type="checkbox"], input[type="radio"], label')
  if (!(control instanceof HTMLLabelElement)) return control
  const input = control.control
  return input instanceof HTMLInputElement && (input.type === 'checkbox' || input.type === 'radio')
    ? control
    : null
}

/**
 * React replays only what happens after `hydrateRoot()`, so a checkbox ticked earlier would show one state while
 * the form holds another: the last such click is held with its default action and replayed once hydration begins.
 */
export function holdEarlyClicks(root: HTMLElement): EarlyClicks {
  let held: HTMLElement | null = null
  const onClick = (event: MouseEvent) => {
    const control = heldControl(event.target)
    if (!control) return
    event.preventDefault()
    held = control
  }
  const onSelect = (event: Event) => {
    if (!(event.target instanceof HTMLSelectElement)) return
    if (event instanceof KeyboardEvent && event.key === 'Tab') return
    event.preventDefault()
  }
  root.addEventListener('click', onClick, true)
  root.addEventListener('mousedown', onSelect, true)
  root.addEventListener('keydown', onSelect, true)
  const release = () => {
    root.removeEventListener('click', onClick, true)
    root.removeEventListener('mousedown', onSelect, true)
    root.removeEventListener('keydown', onSelect, true)
    const control = held
    held = null
    return control
  }
  return {
    replay: () => {
      const control = release()
      if (control?.isConnected) control.click()
    },
    drop: () => void release(),
  }
}
