import { isApiError } from '@sdk/runtime/api-error'

/** The codes that say the service (or the way to it) is down, not that the request was wrong. */
const OUTAGE_CODES: ReadonlySet<string> = new Set(['ERR_SERVICE_UNAVAILABLE', 'NETWORK_ERROR', 'TIMEOUT'])

/**
 * A failure the page should heal from by itself once the service is back: 503, no answer at all, or a timeout.
 * A 404, a 500 or a contract violation is not an outage: running the same call again would give the same answer.
 */
export function isOutageError(error: unknown): boolean {
  return isApiError(error) && (OUTAGE_CODES.has(error.code) || error.status === 503)
}
