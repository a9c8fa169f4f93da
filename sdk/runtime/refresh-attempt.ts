import { operationTransport } from '../operation-transport.gen'
import type { RefreshAttempt } from './token-refresh'

export interface RefreshAttemptConfig {
  apiBaseUrl: string
  browserFingerprint: () => string
}

// A 4xx ends the session (docs/product.md §6); a 5xx, 408, 429 or no answer says nothing about it, so it is retried.
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
  void response.body?.cancel().catch(() => {})
  if (response.ok) return { outcome: 'refreshed' }
  if (response.status >= 500 || response.status === 408 || response.status === 429)
    return { outcome: 'unavailable', code: 'ERR_SERVICE_UNAVAILABLE' }
  return { outcome: 'rejected' }
}
