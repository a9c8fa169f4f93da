import { type ComponentType, type ReactPromise, use } from 'react'

/** Every part's loader by its key: lib/start-app.tsx loads the parts a pre-rendered page shows before hydrating. */
const loaders = new Map<string, () => PromiseLike<unknown>>()

/** While the pre-render renders a page: the keys of the parts it rendered (web/ssr/render-page.tsx). */
let rendered: Set<string> | null = null

/**
 * `React.lazy` for a part of a page whose code loads apart from the page's first JavaScript but which the
 * pre-render writes into the HTML (the exchange form's order part, the home page's sections). React hydrates a
 * lazy part only once its code has loaded, and an update from above before that (a rate arriving) makes React
 * throw the part's HTML away and render it afresh behind its Suspense fallback: a flash, and what the visitor had
 * typed into it is gone. Once loaded (`preloadPrerenderedParts`), this part renders at once, so it hydrates with
 * the rest of the page. Elsewhere it suspends like `React.lazy`. `key` names it in the page's pre-render state.
 */
export function prerenderedLazy<P extends object>(
  key: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let loading: ReactPromise<ComponentType<P>> | undefined
  const preload = (): ReactPromise<ComponentType<P>> => {
    if (!loading) {
      const promise = load().then((part) => {
        // A fulfilled promise as React's use() knows one: it returns the value in the same render.
        Object.assign(promise, { status: 'fulfilled', value: part })
        return part
      })
      loading = promise
    }
    return loading
  }
  loaders.set(key, preload)
  return function PrerenderedLazy(props: P) {
    rendered?.add(key)
    // Loaded: at once. Else React waits for the code, as for React.lazy. use() is called on every render, so a
    // render that suspended and the one after it call the same hooks.
    const Part = use(preload())
    return <Part {...props} />
  }
}

/**
 * Loads the code of the parts a pre-rendered page showed (its pre-render state names them), before the app
 * hydrates it. A part whose module never loads, or whose code fails to load, is left to suspend as `React.lazy`
 * would (and to its error boundary).
 */
export async function preloadPrerenderedParts(keys: readonly string[]): Promise<void> {
  // A part inside another part (the form's order part inside the home page's form) registers its loader only once
  // the outer part's code has loaded: load in rounds until no named part is left whose loader is known.
  let waiting = [...keys]
  for (;;) {
    const known = waiting.filter((key) => loaders.has(key))
    if (known.length === 0) return
    await Promise.allSettled(known.map((key) => loaders.get(key)?.()))
    waiting = waiting.filter((key) => !known.includes(key))
  }
}

/** Renders a page in the pre-render and says which lazy parts it showed (renders run one at a time there). */
export async function collectRenderedParts<T>(
  render: () => Promise<T>,
): Promise<{ result: T; parts: string[] }> {
  const parts = new Set<string>()
  rendered = parts
  try {
    return { result: await render(), parts: [...parts] }
  } finally {
    rendered = null
  }
}
