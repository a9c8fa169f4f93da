import type { SdkEvents } from '@sdk/runtime/sdk-events'
import type { QueryClient } from '@tanstack/react-query'

/** What every route receives as `context` (loaders, beforeLoad). Created in main.tsx; nothing imports main.tsx. */
export type RouterContext = {
  queryClient: QueryClient
  /** The SDK's events: session resets (401, failed token refresh) and contract violations. */
  sdkEvents: SdkEvents
}
