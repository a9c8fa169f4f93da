/** The click held while the app starts, given back once React has taken over the page (or dropped). */
export type EarlyClicks = { replay: () => void; drop: () => void }

export interface EarlyClicksOptions {
  /** Hold a form's submit too (a part of the page that hydrates later: lib/prerendered-lazy.tsx). */
  holdSubmits?: boolean
  /** Told of a press or a focus inside (a held part then loads at once). */
  onActivity?: () => void
}

/**
 * What a pre-rendered page may hold until its app has started: a button, a checkbox or radio button, or a label
 * that toggles one. Links are left alone (they work without the app); text fields are read-only meanwhile.
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
export function holdEarlyClicks(root: HTMLElement, options: EarlyClicksOptions = {}): EarlyClicks {
  let held: HTMLElement | HTMLFormElement | null = null
  const onClick = (event: MouseEvent) => {
    // A disabled button gets no click at all.
    const control = heldControl(event.target)
    if (!control) return
    event.preventDefault()
    held = control
  }
  // A form sent by Enter in one of its fields (or one that names it with `form=`) would go to the page's own address.
  const onSubmit = (event: Event) => {
    if (!options.holdSubmits || !(event.target instanceof HTMLFormElement)) return
    event.preventDefault()
    held = event.target
  }
  const onActivity = () => options.onActivity?.()
  const onSelect = (event: Event) => {
    if (!(event.target instanceof HTMLSelectElement)) return
    if (event instanceof KeyboardEvent && event.key === 'Tab') return
    event.preventDefault()
  }
  const listeners: [string, (event: never) => void][] = [
    ['click', onClick],
    ['mousedown', onSelect],
    ['keydown', onSelect],
    ['submit', onSubmit],
    ['pointerdown', onActivity],
    ['focusin', onActivity],
  ]
  for (const [type, listener] of listeners) root.addEventListener(type, listener as EventListener, true)
  const release = () => {
    for (const [type, listener] of listeners) root.removeEventListener(type, listener as EventListener, true)
    const control = held
    held = null
    return control
  }
  return {
    replay: () => {
      const control = release()
      if (!control?.isConnected) return
      if (control instanceof HTMLFormElement) control.requestSubmit()
      else control.click()
    },
    drop: () => void release(),
  }
}
