// The floor page of `npm run lighthouse`: the least a React 19 + TanStack Router page can be (one heading and a
// form), audited beside the site so the home page's LCP is compared with it in the same run.
import { createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

function FloorPage() {
  return (
    <main>
      <h1>Exchange</h1>
      <form onSubmit={(event) => event.preventDefault()}>
        <label>
          Amount <input name="amount" inputMode="decimal" />
        </label>
        <button type="submit">Exchange</button>
      </form>
    </main>
  )
}

const rootRoute = createRootRoute()
const floorRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: FloorPage })
const router = createRouter({ routeTree: rootRoute.addChildren([floorRoute]) })

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  )
