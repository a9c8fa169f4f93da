import type { SessionStore } from '@/lib/session/session-store'
import { readRawLaunch } from './launch/read-launch'
import { isTelegramHost } from './launch/telegram-host'

/**
 * The messenger layer's start-up hook (main.tsx, before the router reads the URL). Outside Telegram it only looks at
 * the URL and storage and resolves at once: the SDK is not loaded.
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
