import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type AnyRouter, RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'

type AppRootProps = { queryClient: QueryClient; router: AnyRouter }

/**
 * The whole app as React renders it: the browser (main.tsx, lib/start-app.tsx) and the pre-render
 * (web/ssr/render-page.tsx) render this same tree, which hydration needs (useId and the markup follow the tree).
 * TanStack Router's server component (RouterServer) is this very RouterProvider.
 */
export function AppRoot({ queryClient, router }: AppRootProps) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  )
}
