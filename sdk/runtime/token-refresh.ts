/**
 * One token refresh at a time: every call made while a refresh is in flight waits for that same refresh.
 * Resolves true when the server issued a new access token.
 */
export function createTokenRefresher(refresh: () => Promise<boolean>): () => Promise<boolean> {
  let inFlight: Promise<boolean> | null = null
  return () => {
    inFlight ??= refresh()
      .catch(() => false)
      .finally(() => {
        inFlight = null
      })
    return inFlight
  }
}
