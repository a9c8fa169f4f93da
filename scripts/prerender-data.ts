// Where the pre-render's SDK calls are answered at build time (docs/prerendering.md):
//   PRERENDER_DATA=mocks (default)  the mock world (mocks/node.ts) answers them in this process, as in the tests;
//   PRERENDER_DATA=backend          they go to the site's origin (VITE_SITE_ORIGIN), or to PRERENDER_BACKEND_URL
//                                   when set (an address the build machine reaches, e.g. http://backend.internal:8080).
import type { ServiceBaseUrls } from '../web/lib/hydration/prerender-state.ts'

export type PrerenderData = { description: string; stop: () => void }

export async function startPrerenderData(
  baseUrls: ServiceBaseUrls,
  siteOrigin: string,
): Promise<PrerenderData> {
  const source = process.env.PRERENDER_DATA ?? 'mocks'
  if (source === 'mocks') return startMocks(baseUrls)
  if (source === 'backend') return backendData(siteOrigin, process.env.PRERENDER_BACKEND_URL)
  throw new Error(`PRERENDER_DATA must be 'mocks' or 'backend', not '${source}'`)
}

async function startMocks(baseUrls: ServiceBaseUrls): Promise<PrerenderData> {
  const { createMockNetwork } = await import('../mocks/node.ts')
  const { server } = createMockNetwork({ baseUrls })
  // A call no handler answers fails its page (and so the build) instead of reaching the network.
  server.listen({ onUnhandledFrame: 'error' })
  return { description: 'the mock world (mocks/node.ts)', stop: () => server.close() }
}

function backendData(siteOrigin: string, backendUrl: string | undefined): PrerenderData {
  if (!backendUrl) return { description: 'the configured backend', stop: () => {} }
  const backend = new URL(backendUrl)
  const original = globalThis.fetch
  globalThis.fetch = (input, init) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    if (url.origin !== siteOrigin) return original(request)
    const moved = `${backend.origin}${backend.pathname.replace(/\/$/, '')}${url.pathname}${url.search}`
    return original(new Request(moved, request))
  }
  return {
    description: `the backend at ${backend.origin} (for ${siteOrigin})`,
    stop: () => {
      globalThis.fetch = original
    },
  }
}
