import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type AnyRouter, RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { ServerMessagesRoot } from '@/lib/i18n/server-messages-root'

type AppRootProps = { queryClient: QueryClient; router: AnyRouter }

/** The browser and the pre-render render this same tree, which hydration needs (useId and the markup follow it). */
export function AppRoot({ queryClient, router }: AppRootProps) {
  return (
    <StrictMode>
      <ServerMessagesRoot>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ServerMessagesRoot>
    </StrictMode>
  )
}
