import { websocketPath } from '@sdk/operations.gen'
import type { AppEnv } from '@/config/env'

/**
 * Starts the MSW service worker that answers every API call in the browser: in `npm run dev`, and in the bundled
 * mock build (`vite build --mode mock`, which the end-to-end journeys load because it is much faster than the dev
 * server). The import sits behind `import.meta.env.DEV` and the build mode, which a production build replaces with
 * constants, so no MSW code reaches dist/ (the size budget checks it). Production builds talk to a backend, or to
 * `npm run mock-server`.
 */
export async function startMockWorker(env: AppEnv): Promise<void> {
  if ((import.meta.env.DEV || import.meta.env.MODE === 'mock') && env.apiMocking === 'browser') {
    const { startMockWorker: start } = await import('../../../mocks/browser')
    await start({
      baseUrls: {
        api: env.apiBaseUrl,
        dictionary: env.dictionaryBaseUrl,
        blog: env.blogBaseUrl,
        site: env.siteBaseUrl,
      },
      wsUrl: `${env.wsBaseUrl}${websocketPath}`,
    })
  }
}
