import { popup } from '@tma.js/sdk-react'
import { assertPopupLimits, type PopupParams } from './popup-limits'

/** Shows a native Telegram popup and resolves with the id of the pressed button (undefined when it was dismissed). */
export async function showTelegramPopup(params: PopupParams): Promise<string | undefined> {
  assertPopupLimits(params)
  return popup.show(params)
}
