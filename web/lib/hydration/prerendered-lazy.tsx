import { type ComponentType, type ReactPromise, use } from 'react'
import { loadWhenOnline } from '@/lib/connectivity/load-when-online'

export type PartHydration = 'with-page' | 'when-visible'

interface Part {
  load: () => ReactPromise<unknown>
  hydration: PartHydration
  held?: Hold
}

interface Hold {
  released: Promise<void>
  release: () => void
  /** One promise for every render, as use() needs. */
  loaded?: Promise<unknown>
}

const parts = new Map<string, Part>()

let rendered: Set<string> | null = null

/**
 * React.lazy for a part the pre-render writes into the HTML. An update from above before its code loads makes React
 * discard the HTML (a flash, lost typing), so the element of a late part must not change (useMemo).
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
    // use() is called on every render, so a render that suspended and the next call the same hooks.
    const Component = use(heldOrLoaded())
    return <Component {...props} />
  }
}

/** Loads the code of the parts that hydrate with the page and holds the rest; a failed load suspends like React.lazy. */
export async function readyPrerenderedParts(keys: readonly string[]): Promise<void> {
  // A part inside another part registers only once the outer part's code has loaded, hence the rounds.
  let waiting = [...keys]
  for (;;) {
    const known = waiting.filter((key) => parts.has(key))
    if (known.length === 0) return
    const loading: PromiseLike<unknown>[] = []
    for (const key of known) {
      const part = parts.get(key)
      if (!part || part.held) continue
      if (part.hydration === 'when-visible' && !onScreen(key)) part.held = hold()
      else loading.push(part.load())
    }
    await Promise.allSettled(loading)
    waiting = waiting.filter((key) => !known.includes(key))
  }
}

function onScreen(key: string): boolean {
  const elements = document.querySelectorAll(`[data-part="${key}"]`)
  return [...elements].some((element) => element.getBoundingClientRect().top < innerHeight)
}

export function releasePart(key: string): void {
  parts.get(key)?.held?.release()
}

/** Its HTML stays as the server wrote it (links work meanwhile). */
function hold(): Hold {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  return { released, release }
}

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
