import { isApiError } from '@sdk/runtime/api-error'
import {
  backButton,
  init,
  mainButton,
  miniApp,
  parseLaunchParamsQuery,
  setTargetOrigin,
} from '@tma.js/sdk-react'
import { errorMessage } from '@/lib/error-message'
import type { SessionStore } from '@/lib/session/session-store'
import { m } from '@/paraglide/messages.js'
import { getLocale, localizeUrl } from '@/paraglide/runtime.js'
import { deepLinkOf } from './launch/deep-links'
import type { RawLaunch } from './launch/read-launch'
import { TELEGRAM_WEB_ORIGIN } from './launch/telegram-host'
import { announceReady, attempt, bindTheme, bindViewport } from './native/bind-native'
import { PopupLimitError } from './popup/popup-limits'
import { showTelegramPopup } from './popup/show-popup'
import { signInWithTelegram } from './sign-in'
import { updateTelegramState } from './telegram-state'

/** The launch parameters against their schema (docs/product.md §5), with the SDK's own parser; null when they do not match. */
function checkLaunch(raw: string) {
  try {
    const params = parseLaunchParamsQuery(raw)
    // The raw init data the server checks, exactly as Telegram sent it.
    const initData = new URLSearchParams(raw).get('tgWebAppData')
    return initData ? { params, initData } : null
  } catch (error) {
    console.warn('Telegram launch parameters do not match their schema', error)
    return null
  }
}

/**
 * The messenger layer's start (loaded by install-telegram.ts only inside Telegram), before the router reads the
 * address: on a launch (not a reload) follows the start parameter's shortcut (docs/product.md §2) by rewriting that
 * address (Telegram's hash stays), then signs in in the background.
 */
export function startTelegram(session: SessionStore, launch: RawLaunch): void {
  if (launch.fromUrl) followStartParam(new URLSearchParams(launch.raw).get('tgWebAppStartParam'))
  const started = signInAndBind(session, launch.raw).catch((error: unknown) => {
    console.error('The Telegram layer did not start', error)
    updateTelegramState({ status: 'invalid' })
  })
  session.waitForSignIn(started)
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

/**
 * Checks the launch data, starts the SDK (theme, viewport, back and main buttons; logout closes the mini-app,
 * docs/product.md §4), then signs in with the launch data.
 */
async function signInAndBind(session: SessionStore, raw: string): Promise<void> {
  const launch = checkLaunch(raw)
  if (!launch) {
    updateTelegramState({ status: 'invalid' })
    return
  }
  // What the SDK posts to a web client goes to Telegram's origin only, never to whoever frames the page.
  setTargetOrigin(TELEGRAM_WEB_ORIGIN)
  init()
  attempt('the theme', () => void bindTheme())
  attempt('the ready signal', announceReady)
  attempt('the back button', () => backButton.mount())
  attempt('the main button', () => mainButton.mount())
  bindViewport().catch((error: unknown) => console.warn('Telegram: the viewport is unavailable', error))
  session.onEnd((reason) => {
    if (reason === 'logout') attempt('closing the mini-app', () => miniApp.close())
  })

  const user = launch.params.tgWebAppData?.user
  const outcome = await signInWithTelegram(session, launch.initData, user?.id ?? null)
  if (outcome.status === 'failed') {
    updateTelegramState({ status: 'failed', failure: errorMessage(outcome.error) })
    return
  }
  if (outcome.status === 'rejected') {
    // Expired or another browser's launch data has words of its own; tampered data the layer's own.
    const worded = isApiError(outcome.error) && outcome.error.code !== 'ERR_VALIDATION'
    updateTelegramState({ status: 'rejected', failure: worded ? errorMessage(outcome.error) : null })
    return
  }
  updateTelegramState({
    status: outcome.status,
    created: outcome.status === 'signed-in' && outcome.created,
  })
  if (outcome.status === 'signed-in' && outcome.created) void welcome(user?.first_name ?? '')
}

/**
 * A new account is greeted with a native popup. A name that makes the title break the docs/product.md §5 limits is refused before
 * it reaches Telegram, and the layer shows the greeting on the page instead.
 */
async function welcome(name: string): Promise<void> {
  try {
    await showTelegramPopup({
      title: m.telegram_welcome_title({ name }),
      message: m.telegram_welcome_message(),
      buttons: [{ type: 'ok' }],
    })
  } catch (error) {
    console.warn(error instanceof PopupLimitError ? error.message : 'Telegram: the popup failed', error)
    updateTelegramState({ welcomeOnPage: true })
  }
}
