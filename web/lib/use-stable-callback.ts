import { useCallback, useInsertionEffect, useRef } from 'react'

/**
 * A function whose identity never changes and which always calls the latest `callback`: for a handler passed to
 * a memoized part (the exchange form's order part), so that a re-render of its parent does not re-render it.
 * Call it from event handlers and effects, never while rendering.
 */
export function useStableCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback)
  useInsertionEffect(() => {
    latest.current = callback
  })
  return useCallback((...args: Args) => latest.current(...args), [])
}
