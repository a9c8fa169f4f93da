import { invokeCustomMethod, requestPhoneAccess } from '@tma.js/sdk-react'
import { MESSENGER_BRIDGE_TIMEOUT_MS } from '@/config/constants'
import { pollForAnswer } from './poll-contact'

export class ContactDeniedError extends Error {
  override readonly name = 'ContactDeniedError'
}

/** The phone number in Telegram's requested-contact answer (`contact=<json>&auth_date=…&hash=…`), or null. */
export function phoneOfContact(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw === '') return null
  try {
    const contact: unknown = JSON.parse(new URLSearchParams(raw).get('contact') ?? 'null')
    const phone = (contact as { phone_number?: unknown } | null)?.phone_number
    return typeof phone === 'string' && phone !== '' ? phone : null
  } catch {
    return null
  }
}

/** One read of the contact the user shared; each bridge call waits at most 100 ms (docs/product.md §9). */
async function readContact(): Promise<string | null> {
  const answer = await invokeCustomMethod(
    'getRequestedContact',
    {},
    { timeout: MESSENGER_BRIDGE_TIMEOUT_MS },
  )()
  return answer._tag === 'Right' ? phoneOfContact(answer.right) : null
}

/**
 * Asks Telegram for the user's phone contact (the bridge's contact request) and polls for the answer (docs/product.md §9).
 * Rejects with ContactDeniedError when the user declines, ContactTimeoutError when no answer comes in time.
 */
export async function requestPhoneContact(): Promise<string> {
  const status = await requestPhoneAccess()
  if (status !== 'sent') throw new ContactDeniedError('No phone shared')
  return pollForAnswer(readContact)
}
