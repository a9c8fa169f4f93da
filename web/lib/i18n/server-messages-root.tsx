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

/** How many times the server's texts have been set: what the components that show texts re-render on. */
const MessagesRevision = createContext(0)

/**
 * Call in a component wrapped in `memo()` that shows messages: the route components re-render when the server's
 * texts arrive (followServerMessages), but a memo'd component below them would keep the bundled ones.
 */
export const useMessagesRevision = (): number => use(MessagesRevision)

/** The page's one load (its locale is fixed): StrictMode's second effect gets the same. */
let load: Promise<ReadonlyMap<number, string> | null> | undefined

/**
 * Loads the server's texts of the page's locale (GET {locale}/messages.json, lib/i18n/server-messages.ts) once the app
 * has rendered, and sets them in a transition: the pre-rendered page, its hydration and the first render all use
 * the bundled texts, and the switch to the server's is one render React can interrupt.
 */
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

/** Forgets this page's load and texts (tests). */
export function forgetServerMessages(): void {
  load = undefined
  clearMessageOverrides()
}

type RouteComponentType = ComponentType & { preload?: () => Promise<void> }

/** The route trees whose components are wrapped: once each, however many routers use one (the pre-render's). */
const followingTrees = new WeakSet<object>()

/** A route component that re-renders, and so re-renders what it shows, when the server's texts arrive. */
function followingMessages(Inner: RouteComponentType): RouteComponentType {
  const Following: RouteComponentType = () => {
    useMessagesRevision()
    return <Inner />
  }
  // A code-split component's `preload` stays the inner one's: the router loads the chunk through it, and
  // lib/connectivity/route-chunks-when-online.ts wraps it and reads it again (lazyRouteComponent drops it once loaded).
  if ('preload' in Inner)
    Object.defineProperty(Following, 'preload', {
      get: () => Inner.preload,
      set: (preload: RouteComponentType['preload']) => {
        Inner.preload = preload
      },
    })
  return Following
}

/**
 * Makes every route's component follow the server's texts. The router renders a route component as a memoized
 * element, so nothing above it can re-render it: each one reads the revision itself. (A route's error and
 * not-found pages keep their texts until they render again.)
 */
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
