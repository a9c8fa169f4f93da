import { type ComponentType, type ReactPromise, use } from 'react'
import { loadWhenOnline } from '@/lib/connectivity/load-when-online'

/** How a part of a pre-rendered page hydrates: with the page (its code loads first), or once it is on screen. */
export type PartHydration = 'with-page' | 'when-visible'

interface Part {
  load: () => ReactPromise<unknown>
  hydration: PartHydration
  /** Set while a pre-rendered page keeps the part's HTML as it is, until `releasePart`. */
  held?: Hold
}

interface Hold {
  released: Promise<void>
  release: () => void
  /** The part's code, asked for once released (one promise for every render, as use() needs). */
  loaded?: Promise<unknown>
}

/** Every part by its key: lib/startup/start-app.tsx readies the parts a pre-rendered page shows before hydrating. */
const parts = new Map<string, Part>()

/** While the pre-render renders a page: the keys of the parts it rendered (web/ssr/render-page.tsx). */
let rendered: Set<string> | null = null

/**
 * `React.lazy` for a part of a page whose code loads apart from the page's first JavaScript but which the
 * pre-render writes into the HTML (the exchange form, its order part, the home page's sections). `key` names it in
 * the page's pre-render state.
 *
 * React hydrates a lazy part once its code has loaded; until then the part's HTML stays as the server wrote it.
 * An update reaching the part from above before that makes React throw its HTML away and render it afresh behind
 * its Suspense fallback (a flash, and what the visitor typed into it is gone), so the element of a part that
 * hydrates late must not change (useMemo).
 * - 'with-page': a pre-rendered page loads the part's code before hydrating (`readyPrerenderedParts`), and the
 *   part hydrates with the page.
 * - 'when-visible': a pre-rendered page keeps the part's HTML, without its code, until `releasePart(key)` (see
 *   `useReleaseWhenVisible`): what is below the fold costs the page's start nothing. A part already on the screen
 *   when the page starts hydrates with it.
 * Rendered in the browser without a pre-rendered page, a part loads at once and suspends like React.lazy.
 */
export function prerenderedLazy<P extends object>(
  key: string,
  load: () => Promise<ComponentType<P>>,
  hydration: PartHydration = 'with-page',
): ComponentType<P> {
  let loading: ReactPromise<ComponentType<P>> | undefined
  const preload = (): ReactPromise<ComponentType<P>> => {
    if (!loading) {
      const promise = loadWhenOnline(load).then((component) => {
        // A fulfilled promise as React's use() knows one: it returns the value in the same render.
        Object.assign(promise, { status: 'fulfilled', value: component })
        return component
      })
      loading = promise
    }
    return loading
  }
  const part: Part = { load: preload, hydration }
  parts.set(key, part)
  const heldOrLoaded = (): PromiseLike<ComponentType<P>> => {
    const { held } = part
    if (!held) return preload()
    held.loaded ??= held.released.then(preload)
    return held.loaded as Promise<ComponentType<P>>
  }
  return function PrerenderedLazy(props: P) {
    rendered?.add(key)
    // Loaded: at once. Else React waits for the code, as for React.lazy. use() is called on every render, so a
    // render that suspended and the one after it call the same hooks.
    const Component = use(heldOrLoaded())
    return <Component {...props} />
  }
}

/**
 * Readies the parts a pre-rendered page showed (its pre-render state names them) before the app hydrates it:
 * loads the code of those that hydrate with the page, and holds those that hydrate when visible. A part whose
 * module never loads, or whose code fails to load, is left to suspend as `React.lazy` would (and to its error
 * boundary).
 */
export async function readyPrerenderedParts(keys: readonly string[]): Promise<void> {
  // A part inside another part (the form's order part inside the home page's form) is registered only once the
  // outer part's code has loaded: ready in rounds until no named part is left that is known.
  let waiting = [...keys]
  for (;;) {
    const known = waiting.filter((key) => parts.has(key))
    if (known.length === 0) return
    const loading: PromiseLike<unknown>[] = []
    for (const key of known) {
      const part = parts.get(key)
      if (!part || part.held) continue
      // A part on the first screen (the home sections beside the form on a wide screen) hydrates with the page; one
      // below it is held (on a phone), and useReleaseWhenVisible lets it load a short scroll ahead.
      if (part.hydration === 'when-visible' && !onScreen(key)) part.held = hold()
      else loading.push(part.load())
    }
    await Promise.allSettled(loading)
    waiting = waiting.filter((key) => !known.includes(key))
  }
}

/** Whether one of a part's pre-rendered elements is on the screen the page opened on. */
function onScreen(key: string): boolean {
  const elements = document.querySelectorAll(`[data-part="${key}"]`)
  return [...elements].some((element) => element.getBoundingClientRect().top < innerHeight)
}

/** Lets a held part load and hydrate (no-op for a part that is not held). */
export function releasePart(key: string): void {
  parts.get(key)?.held?.release()
}

/** Holds a part: its code waits for `releasePart`. Its HTML stays as the server wrote it (links work meanwhile). */
function hold(): Hold {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  return { released, release }
}

/** Renders a page in the pre-render and says which lazy parts it showed (renders run one at a time there). */
export async function collectRenderedParts<T>(
  render: () => Promise<T>,
): Promise<{ result: T; parts: string[] }> {
  const shown = new Set<string>()
  rendered = shown
  try {
    return { result: await render(), parts: [...shown] }
  } finally {
    rendered = null
  }
}
