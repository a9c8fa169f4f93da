import { backButton, init, mainButton, miniApp, parseLaunchParamsQuery } from '@tma.js/sdk-react'
import { errorMessage } from '@/lib/error-message'
import { notify } from '@/lib/notifications'
import type { SessionStore } from '@/lib/session/session-store'
import { m } from '@/paraglide/messages.js'
import { rawInitDataOf } from './launch/read-launch'
import { announceReady, attempt, bindTheme, bindViewport } from './native/bind-native'
import { PopupLimitError } from './popup/popup-limits'
import { showTelegramPopup } from './popup/show-popup'
import { signInWithTelegram } from './sign-in'
import { updateTelegramState } from './telegram-state'

/** The launch parameters against their schema (spec §5), with the SDK's own parser; null when they do not match. */
function checkLaunch(raw: string) {
  try {
    const params = parseLaunchParamsQuery(raw)
    const initData = rawInitDataOf(raw)
    return initData ? { params, initData } : null
  } catch (error) {
    console.warn('Telegram launch parameters do not match their schema', error)
    return null
  }
}

/**
 * The messenger layer's start (loaded by install-telegram.ts only inside Telegram): checks the launch data, starts
 * the SDK (theme, viewport, back and main buttons; logout closes the mini-app, §4), then signs in with the launch
 * data. Resolves when the sign-in has an outcome, which the layer shows (telegram-state.ts).
 */
export async function startTelegram(session: SessionStore, raw: string): Promise<void> {
  const launch = checkLaunch(raw)
  if (!launch) {
    updateTelegramState({ status: 'invalid' })
    return
  }
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
  updateTelegramState({
    status: outcome.status,
    created: outcome.status === 'signed-in' && outcome.created,
  })
  if (outcome.status === 'signed-in' && outcome.created) void welcome(user?.first_name ?? '')
}

/**
 * A new account is greeted with a native popup. A name that makes the title break the §5 limits is refused before
 * it reaches Telegram, and the greeting shows on the page instead.
 */
async function welcome(name: string): Promise<void> {
  try {
    await showTelegramPopup({
      title: m.telegram_welcome_title({ name }),
      message: m.telegram_welcome_message(),
      buttons: [{ type: 'ok' }],
    })
  } catch (error) {
    if (!(error instanceof PopupLimitError)) console.warn('Telegram: the popup failed', error)
    else console.warn(error.message)
    notify({ type: 'info', message: m.telegram_welcome_fallback() })
  }
}
