import type { AnyRouter } from '@tanstack/react-router'
import {
  type ComponentType,
  createContext,
  type ReactNode,
  startTransition,
  use,
  useEffect,
  useState,
} from 'react'
import { getLocale } from '@/paraglide/runtime.js'
import { clearMessageOverrides, setMessageOverrides } from './message-overrides'

const MessagesRevision = createContext(0)

/** For a memo() component that shows messages: route components re-render on the server's texts, a memo'd child would not. */
export const useMessagesRevision = (): number => use(MessagesRevision)

/** StrictMode's second effect gets the same load. */
let load: Promise<ReadonlyMap<number, string> | null> | undefined

/** Set after the first render, in a transition: pre-render, hydration and first render all use the bundled texts. */
export function ServerMessagesRoot({ children }: { children: ReactNode }) {
  const [revision, setRevision] = useState(0)
  useEffect(() => {
    let cancelled = false
    const locale = getLocale()
    load ??= import('./server-messages').then((module) => module.loadServerTexts(locale))
    void load.then((texts) => {
      if (cancelled || !texts?.size) return
      startTransition(() => {
        setMessageOverrides(locale, texts)
        setRevision((current) => current + 1)
      })
    })
    return () => {
      cancelled = true
    }
  }, [])
  return <MessagesRevision value={revision}>{children}</MessagesRevision>
}

export function forgetServerMessages(): void {
  load = undefined
  clearMessageOverrides()
}

type RouteComponentType = ComponentType & { preload?: () => Promise<void> }

/** Once each, however many routers use one (the pre-render's). */
const followingTrees = new WeakSet<object>()

function followingMessages(Inner: RouteComponentType): RouteComponentType {
  const Following: RouteComponentType = () => {
    useMessagesRevision()
    return <Inner />
  }
  // A code-split component's `preload` stays the inner one's: route-chunks-when-online reads it again.
  if ('preload' in Inner)
    Object.defineProperty(Following, 'preload', {
      get: () => Inner.preload,
      set: (preload: RouteComponentType['preload']) => {
        Inner.preload = preload
      },
    })
  return Following
}

/** The router renders a route component as a memoized element, so nothing above it can re-render it. */
export function followServerMessages(router: AnyRouter): void {
  if (followingTrees.has(router.routeTree)) return
  followingTrees.add(router.routeTree)
  for (const route of Object.values(
    router.routesById as Record<string, { options: { component?: RouteComponentType } }>,
  )) {
    const Inner = route.options.component
    if (Inner) route.options.component = followingMessages(Inner)
  }
}
