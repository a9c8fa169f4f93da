import { operationTransport } from '../operation-transport.gen'
import type { RefreshAttempt } from './token-refresh'

export interface RefreshAttemptConfig {
  apiBaseUrl: string
  browserFingerprint: () => string
}

/**
 * One POST /api/v1/users/authentication/refresh (refreshSession) with the browser fingerprint, sorted by what
 * its answer means for the session: 2xx refreshed; a 4xx rejected (the refresh token is gone, revoked or bound
 * to another browser: docs/product.md §6 "if that fails … the session is reset"); a 5xx, a 408/429, a dropped connection
 * or a timeout unavailable (nothing is known about the session, so it is kept and the refresh is tried again).
 */
export async function attemptRefresh(config: RefreshAttemptConfig): Promise<RefreshAttempt> {
  const refresh = operationTransport.refreshSession
  let response: Response
  try {
    response = await globalThis.fetch(`${config.apiBaseUrl}${refresh.path}`, {
      method: refresh.method,
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ browserFingerprint: config.browserFingerprint() }),
      signal: AbortSignal.timeout(refresh.timeoutMs),
    })
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
    return { outcome: 'unavailable', code: timedOut ? 'TIMEOUT' : 'NETWORK_ERROR' }
  }
  // The body is not needed; let the connection go back to the pool.
  void response.body?.cancel().catch(() => {})
  if (response.ok) return { outcome: 'refreshed' }
  if (response.status >= 500 || response.status === 408 || response.status === 429)
    return { outcome: 'unavailable', code: 'ERR_SERVICE_UNAVAILABLE' }
  return { outcome: 'rejected' }
}
