import { websocketPath } from '@sdk/operations.gen'
import type { AppEnv } from '@/config/env'

/**
 * Starts the MSW service worker that answers every API call in the browser (`npm run dev`). The import sits
 * behind `import.meta.env.DEV`, which a production build replaces with `false`, so no MSW code reaches dist/
 * (the size budget checks it). Production builds talk to a backend, or to `npm run mock-server`.
 */
export async function startMockWorker(env: AppEnv): Promise<void> {
  if (import.meta.env.DEV && env.apiMocking === 'browser') {
    const { startMockWorker: start } = await import('../../mocks/browser')
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
