import type { SessionStore } from '@/lib/session/session-store'
import { readRawLaunch } from './launch/read-launch'
import { isTelegramHost } from './launch/telegram-host'

/**
 * The messenger layer's start-up hook (main.tsx, before the router reads the URL). Outside Telegram it only looks
 * at the URL and storage and resolves at once: the SDK is not loaded. Inside it turns the session's messenger layer
 * on (docs/product.md §4 "a userId alone suffices", §2 rule 5 no SEO texts) and loads the layer's start (telegram-startup.ts),
 * which follows the start parameter's shortcut before the router reads the address and starts the sign-in. Launch
 * data in another site's frame is ignored (launch/telegram-host.ts): the page is then a plain site.
 */
export async function installTelegram(session: SessionStore): Promise<void> {
  const launch = readRawLaunch()
  if (!launch || !isTelegramHost()) return
  session.setMessengerLayer(true)
  try {
    const { startTelegram } = await import('./telegram-startup')
    startTelegram(session, launch)
  } catch (error) {
    // The layer's code did not load (offline): the site still opens, as a guest of the messenger layer.
    console.error('The Telegram layer did not load', error)
  }
}
