/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    function onAbort() {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

export interface PollOptions {
  intervalMs: number
  maxTries: number
  signal?: AbortSignal
  /** The wait between tries (replaceable in tests). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
  /** Told of every answer that is not final yet (before the wait). */
  onPending?: () => void
}

/** The poll ran out of tries without the awaited answer. */
export class PollExhaustedError extends Error {
  override readonly name = 'PollExhaustedError'
  constructor(readonly tries: number) {
    super(`no answer after ${tries} tries`)
  }
}

/**
 * Reads until `settled` says the answer is final: the first read at once, then one every `intervalMs`, at most
 * `maxTries` reads in all (PollExhaustedError after the last). A failed read, or an abort, ends the poll with
 * that error.
 */
export async function pollUntil<T>(
  read: () => Promise<T>,
  settled: (answer: T) => boolean,
  { intervalMs, maxTries, signal, sleep = abortableSleep, onPending }: PollOptions,
): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    signal?.throwIfAborted()
    const answer = await read()
    if (settled(answer)) return answer
    if (tries >= maxTries) throw new PollExhaustedError(tries)
    onPending?.()
    await sleep(intervalMs, signal)
  }
}
