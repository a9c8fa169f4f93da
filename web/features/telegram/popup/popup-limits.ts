import {
  MESSENGER_POPUP_BUTTON_ID_MAX_LENGTH,
  MESSENGER_POPUP_BUTTON_TEXT_MAX_LENGTH,
  MESSENGER_POPUP_BUTTON_TEXT_MIN_LENGTH,
  MESSENGER_POPUP_MAX_BUTTONS,
  MESSENGER_POPUP_MESSAGE_MAX_LENGTH,
  MESSENGER_POPUP_MESSAGE_MIN_LENGTH,
  MESSENGER_POPUP_TITLE_MAX_LENGTH,
} from '@/config/constants'
import { m } from '@/paraglide/messages.js'

/** A native popup: a text button, or one Telegram labels itself (ok, close, cancel). */
export type PopupButton =
  | { id?: string; type?: 'default' | 'destructive'; text: string }
  | { id?: string; type: 'ok' | 'close' | 'cancel' }

export interface PopupParams {
  title?: string
  message: string
  buttons?: PopupButton[]
}

/** A popup over the docs/product.md §5 limits: refused before anything reaches Telegram. `message` is for the user. */
export class PopupLimitError extends Error {
  override readonly name = 'PopupLimitError'
}

const length = (text: string) => [...text].length

/** docs/product.md §5 "Messenger popup limits": the first limit `params` breaks, as text in the user's language, or null. */
export function popupLimitViolation(params: PopupParams): string | null {
  if (length(params.title ?? '') > MESSENGER_POPUP_TITLE_MAX_LENGTH)
    return m.telegram_popup_title_too_long({ max: MESSENGER_POPUP_TITLE_MAX_LENGTH })
  const message = length(params.message)
  if (message < MESSENGER_POPUP_MESSAGE_MIN_LENGTH || message > MESSENGER_POPUP_MESSAGE_MAX_LENGTH)
    return m.telegram_popup_message_length({
      min: MESSENGER_POPUP_MESSAGE_MIN_LENGTH,
      max: MESSENGER_POPUP_MESSAGE_MAX_LENGTH,
    })
  const buttons = params.buttons ?? []
  if (buttons.length > MESSENGER_POPUP_MAX_BUTTONS)
    return m.telegram_popup_too_many_buttons({ max: MESSENGER_POPUP_MAX_BUTTONS })
  for (const button of buttons) {
    if (length(button.id ?? '') > MESSENGER_POPUP_BUTTON_ID_MAX_LENGTH)
      return m.telegram_popup_button_id_too_long({ max: MESSENGER_POPUP_BUTTON_ID_MAX_LENGTH })
    if (!('text' in button)) continue
    const text = length(button.text)
    if (text < MESSENGER_POPUP_BUTTON_TEXT_MIN_LENGTH || text > MESSENGER_POPUP_BUTTON_TEXT_MAX_LENGTH)
      return m.telegram_popup_button_text_length({
        min: MESSENGER_POPUP_BUTTON_TEXT_MIN_LENGTH,
        max: MESSENGER_POPUP_BUTTON_TEXT_MAX_LENGTH,
      })
  }
  return null
}

/** Throws PopupLimitError when `params` break a docs/product.md §5 limit. */
export function assertPopupLimits(params: PopupParams): void {
  const violation = popupLimitViolation(params)
  if (violation !== null) throw new PopupLimitError(violation)
}
