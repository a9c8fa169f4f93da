import { websocketPath } from '@sdk/operations.gen'
import type { AppEnv } from '@/config/env'

/** Behind `import.meta.env.DEV` and the build mode, which a production build replaces with constants, so no MSW reaches dist/. */
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
