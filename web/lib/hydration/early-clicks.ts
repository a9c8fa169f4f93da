/** The click held while the app starts, given back once React has taken over the page (or dropped). */
export type EarlyClicks = { replay: () => void; drop: () => void }

/**
 * What a pre-rendered page may hold until its app has started: a button, a checkbox or radio button, or a label
 * that toggles one. Links are left alone (they work without the app); what is typed into text fields meanwhile is
 * handed to the app once hydrated, as is what was chosen before this script started (lib/hydration/input-before-hydration.ts).
 */
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
 * Clicks on the controls of a pre-rendered page while its app starts. The page shows its buttons, checkboxes and
 * radio buttons from the first paint, but they work only once React has hydrated them, and React replays only
 * what happens after `hydrateRoot()`, not what came before it (the script's start: the configuration, the mocks,
 * the router's first load). A checkbox ticked then would show one state while the form holds another. So the last
 * such click is held, its default action too (a submit button would send its form to the page's own address, a
 * checkbox would change), and given back with `replay()` once hydration has begun: a "Sign in" pressed early still
 * opens its dialog, a terms box ticked early is ticked in the form too. A drop-down list (`<select>`) does not open
 * or change by key until then, for the same reason.
 */
export function holdEarlyClicks(root: HTMLElement): EarlyClicks {
  let held: HTMLElement | null = null
  const onClick = (event: MouseEvent) => {
    // A disabled button gets no click at all.
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
