import {
  CONTACT_REQUEST_FIRST_RETRY_MS,
  CONTACT_REQUEST_RETRY_STEP_MS,
  CONTACT_REQUEST_TIMEOUT_MS,
} from '@/config/constants'

export class ContactTimeoutError extends Error {
  override readonly name = 'ContactTimeoutError'
}

export interface PollOptions {
  timeoutMs?: number
  firstRetryMs?: number
  retryStepMs?: number
  sleep?: (ms: number) => Promise<void>
  now?: () => number
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** docs/product.md §9: reads with a growing wait (the CONTACT_REQUEST_* constants), then ContactTimeoutError. */
export async function pollForAnswer<T>(read: () => Promise<T | null>, options: PollOptions = {}): Promise<T> {
  const {
    timeoutMs = CONTACT_REQUEST_TIMEOUT_MS,
    firstRetryMs = CONTACT_REQUEST_FIRST_RETRY_MS,
    retryStepMs = CONTACT_REQUEST_RETRY_STEP_MS,
    sleep = wait,
    now = Date.now,
  } = options
  const deadline = now() + timeoutMs
  let delay = firstRetryMs
  for (;;) {
    const answer = await read()
    if (answer !== null) return answer
    if (now() + delay > deadline) throw new ContactTimeoutError('The contact request timed out')
    await sleep(delay)
    delay += retryStepMs
  }
}
