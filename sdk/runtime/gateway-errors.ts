import type { OperationId } from '../operations.gen'
import { ApiError } from './api-error'

const UNAVAILABLE_STATUSES = new Set([502, 503, 504])

// A non-JSON answer or a 429 comes from a proxy in front of the API: it becomes the error it means, not a
// contract violation. Null for a JSON answer, which the contract check handles.
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
