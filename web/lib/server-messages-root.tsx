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
import { getLocale, type Locale } from '@/paraglide/runtime.js'
import { clearMessageOverrides, setMessageOverrides } from './message-overrides'

/** How many times the server's texts have been set: what the components that show texts re-render on. */
const MessagesRevision = createContext(0)

/**
 * Call in a component wrapped in `memo()` that shows messages: the route components re-render when the server's
 * texts arrive (followServerMessages), but a memo'd component below them would keep the bundled ones.
 */
export const useMessagesRevision = (): number => use(MessagesRevision)

/** One load a page: StrictMode's second effect gets the same. */
const loads = new Map<Locale, ReturnType<typeof import('./server-messages').loadServerMessages>>()

/**
 * Loads the server's texts of the page's locale (GET {locale}/messages.json, lib/server-messages.ts) once the app
 * has rendered, and sets them in a transition: the pre-rendered page, its hydration and the first render all use
 * the bundled texts, and the switch to the server's is one render React can interrupt.
 */
export function ServerMessagesRoot({ children }: { children: ReactNode }) {
  const [revision, setRevision] = useState(0)
  useEffect(() => {
    let cancelled = false
    const locale = getLocale()
    const load =
      loads.get(locale) ?? import('./server-messages').then((module) => module.loadServerMessages(locale))
    loads.set(locale, load)
    void load.then((texts) => {
      if (cancelled || !texts || Object.keys(texts).length === 0) return
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
  loads.clear()
  clearMessageOverrides()
}

type RouteComponentType = ComponentType<Record<string, unknown>> & { preload?: () => Promise<void> }
const COMPONENT_TYPES = ['component', 'errorComponent', 'notFoundComponent', 'pendingComponent'] as const
const followsMessages = new WeakSet<RouteComponentType>()

/** A route component that re-renders, and so re-renders what it shows, when the server's texts arrive. */
function followingMessages(Inner: RouteComponentType): RouteComponentType {
  if (followsMessages.has(Inner)) return Inner
  const Following: RouteComponentType = (props) => {
    useMessagesRevision()
    return <Inner {...props} />
  }
  // A code-split component's `preload` stays the inner one's: the router loads the chunk through it, and
  // lib/route-chunks-when-online.ts wraps it and reads it again (lazyRouteComponent drops it once loaded).
  if ('preload' in Inner)
    Object.defineProperty(Following, 'preload', {
      get: () => Inner.preload,
      set: (preload: RouteComponentType['preload']) => {
        Inner.preload = preload
      },
    })
  followsMessages.add(Following)
  return Following
}

/**
 * Makes every route's components follow the server's texts. The router renders a route component as a memoized
 * element, so nothing above it can re-render it: each one reads the revision itself.
 */
export function followServerMessages(router: AnyRouter): void {
  const holders: Record<string, unknown>[] = [
    router.options as Record<string, unknown>,
    ...Object.values(router.routesById as Record<string, { options: Record<string, unknown> }>).map(
      (route) => route.options,
    ),
  ]
  for (const options of holders) {
    for (const type of COMPONENT_TYPES) {
      const key = options === router.options ? `default${type[0]?.toUpperCase()}${type.slice(1)}` : type
      const Inner = options[key] as RouteComponentType | undefined
      if (Inner) options[key] = followingMessages(Inner)
    }
  }
}
