import type { SdkEvents } from '@sdk/runtime/sdk-events'
import type { QueryClient } from '@tanstack/react-query'
import type { SessionStore } from './session/session-store'

/** What every route receives as `context` (loaders, beforeLoad). Created in main.tsx; nothing imports main.tsx. */
export type RouterContext = {
  queryClient: QueryClient
  /** The SDK's events: session resets (401, failed token refresh) and contract violations. */
  sdkEvents: SdkEvents
  /** The signed-in user's account data and the rules on it (docs/product.md §3, §4, §6); lib/session. */
  session: SessionStore
}
