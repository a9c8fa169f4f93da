import type { OperationId } from '../operations.gen'
import { ApiError } from './api-error'

/** Statuses a gateway answers while the API behind it is down, restarting or too slow. */
const UNAVAILABLE_STATUSES = new Set([502, 503, 504])

/**
 * A failure that did not come from the API itself but from what stands in front of it (a reverse proxy, a load
 * balancer, a CDN): its body is not JSON (nginx's "502 Bad Gateway" page), or it is a 429 (rate limiting is the
 * gateway's). It becomes the error it means, not a contract violation: 502/503/504 → ERR_SERVICE_UNAVAILABLE
 * (the health machine backs off, docs/product.md §4), 408 → TIMEOUT, 429 → RATE_LIMITED ("try again shortly"), any other
 * status → ERR_INTERNAL_SERVER_ERROR. Every operation declares the two server codes. Null for a JSON answer:
 * that one is the API's, and is checked against the contract.
 */
export function gatewayFailure(response: Response, operationId: OperationId | null): ApiError | null {
  const base = { status: response.status, operationId }
  if (response.status === 429)
    return new ApiError({ ...base, code: 'RATE_LIMITED', message: 'too many requests (429)' })
  if (response.headers.get('content-type')?.toLowerCase().includes('json')) return null
  const what = `a ${response.status} answer without a JSON body (a gateway's)`
  if (UNAVAILABLE_STATUSES.has(response.status))
    return new ApiError({ ...base, code: 'ERR_SERVICE_UNAVAILABLE', message: what })
  if (response.status === 408) return new ApiError({ ...base, code: 'TIMEOUT', message: what })
  return new ApiError({ ...base, code: 'ERR_INTERNAL_SERVER_ERROR', message: what })
}
