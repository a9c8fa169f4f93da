import { useLayoutEffect, useState } from 'react'

/**
 * "Try again" on the order's load error (order-states.tsx) takes its button away: the loading shape, then the order
 * or the error again, replace the page under the keyboard user's focus, which the browser drops to <body>.
 */
let retry: { error: unknown } | null = null

/** A retry of the load that failed with `error` starts. */
export function markRetry(error: unknown): void {
  retry = { error }
}

/**
 * On mount after a retry: focus `target()` if focus was lost on the way (it is on <body>). `error`: the failure this
 * part shows; the one the retry started from is being retried, not its outcome.
 */
export function useFocusAfterRetry(target: () => HTMLElement | null, error?: unknown): boolean {
  const [afterRetry, setAfterRetry] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the part appears.
  useLayoutEffect(() => {
    if (!retry || retry.error === error) return
    retry = null
    setAfterRetry(true)
    const active = document.activeElement
    if (active === null || active === document.body) target()?.focus()
  }, [])
  return afterRetry
}
