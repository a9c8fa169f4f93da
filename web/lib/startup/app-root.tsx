import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type AnyRouter, RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { ServerMessagesRoot } from '@/lib/i18n/server-messages-root'

type AppRootProps = { queryClient: QueryClient; router: AnyRouter }

/**
 * The whole app as React renders it: the browser (main.tsx, lib/startup/start-app.tsx) and the pre-render
 * (web/ssr/render-page.tsx) render this same tree, which hydration needs (useId and the markup follow the tree).
 * TanStack Router's server component (RouterServer) is this very RouterProvider. The server's texts replace the
 * bundled ones after the first render (ServerMessagesRoot).
 */
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
