/** The click held while the app starts, given back once React has taken over the page (or dropped). */
export type EarlyClicks = { replay: () => void; drop: () => void }

/**
 * Clicks on the buttons of a pre-rendered page while its app starts. The page shows its buttons from the first
 * paint, but they work only once React has hydrated them, and React replays only what happens after
 * `hydrateRoot()`, not what came before it (the script's start: the configuration, the mocks, the router's first
 * load). The last such click is held (its default action too: a submit button would send its form to the page's
 * own address) and given back with `replay()` once hydration has begun, so a "Sign in" pressed early still opens
 * its dialog. Links are left alone: they work without the app.
 */
export function holdEarlyClicks(root: HTMLElement): EarlyClicks {
  let held: HTMLButtonElement | null = null
  const onClick = (event: MouseEvent) => {
    // A disabled button gets no click at all.
    const button = event.target instanceof Element ? event.target.closest('button') : null
    if (!button) return
    event.preventDefault()
    held = button
  }
  root.addEventListener('click', onClick, true)
  const release = () => {
    root.removeEventListener('click', onClick, true)
    const button = held
    held = null
    return button
  }
  return {
    replay: () => {
      const button = release()
      if (button?.isConnected) button.click()
    },
    drop: () => void release(),
  }
}
