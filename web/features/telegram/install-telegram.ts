import type { SessionStore } from '@/lib/session/session-store'
import { getLocale, localizeUrl } from '@/paraglide/runtime.js'
import { deepLinkOf } from './launch/deep-links'
import { readRawLaunch } from './launch/read-launch'
import { updateTelegramState } from './telegram-state'

/**
 * The messenger layer's start-up hook (main.tsx, before the router reads the URL). Outside Telegram it only looks
 * at the URL and storage and returns: the SDK is not loaded. Inside it:
 * - turns the session's messenger layer on (spec §4 "a userId alone suffices", §2 rule 5 no SEO texts), before the
 *   first navigation's rules run;
 * - on a launch (not a reload) follows the start parameter's shortcut (§2) by rewriting the address the router is
 *   about to read, keeping Telegram's hash;
 * - loads the SDK (telegram-startup.ts), which checks the launch data and signs in with it; navigations wait for
 *   that sign-in, so the account pages' guards see it.
 */
export function installTelegram(session: SessionStore): void {
  const launch = readRawLaunch()
  if (!launch) return
  session.setMessengerLayer(true)
  if (launch.fromUrl) followStartParam(new URLSearchParams(launch.raw).get('tgWebAppStartParam'))
  const started = import('./telegram-startup').then((startup) => startup.startTelegram(session, launch.raw))
  session.waitForSignIn(started)
  started.catch((error: unknown) => {
    console.error('The Telegram layer did not start', error)
    updateTelegramState({ status: 'invalid' })
  })
}

function followStartParam(startParam: string | null): void {
  const link = deepLinkOf(startParam)
  if (!link) return
  if (link.kind === 'order') {
    updateTelegramState({ pendingOrderId: link.orderId })
    return
  }
  const target = localizeUrl(new URL(link.path, window.location.origin), { locale: getLocale() })
  target.hash = window.location.hash
  window.history.replaceState(window.history.state, '', target.href)
}
