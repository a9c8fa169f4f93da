import { type ErrorCode, errorCodes, type OperationId } from '../operations.gen'
import { ApiError, type ClientErrorCode } from './api-error'
import { gatewayFailure } from './gateway-errors'
import { matchOperation, timeoutFor } from './operation-match'
import type { SdkEvents } from './sdk-events'
import type { TokenRefresher } from './token-refresh'

export type ContractViolationMode = 'throw' | 'report'

export type ResponseValidator = (operationId: OperationId, text: string) => Promise<string | null>

export interface TransportOptions {
  contractViolation: ContractViolationMode
  validateResponse: ResponseValidator
  tokenRefresher: TokenRefresher
  // A 418 from this operation gets no further refresh.
  refreshOperationId: OperationId | null
  events: SdkEvents
}

const knownCodes = new Set<string>(errorCodes)
const DEFAULT_TIMEOUT_MS = 10_000

// Loaded with the first answer, not the app (docs/budgets.md); if it cannot load, the check is skipped.
const loadOperationContract = () => import('../operation-contract.gen').catch(() => null)

function clientError(
  code: ClientErrorCode,
  message: string,
  operationId: OperationId | null,
  cause?: unknown,
) {
  return new ApiError({ code, message, status: null, operationId, cause })
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json()
  } catch {
    return undefined
  }
}

export function createTransport(options: TransportOptions): typeof fetch {
  const { events } = options

  function violation(operationId: OperationId | null, status: number, detail: string): ApiError | null {
    events.emit('contractViolation', { operationId, status, detail })
    if (options.contractViolation === 'report') return null
    return clientError(
      'CONTRACT_VIOLATION',
      `${operationId ?? 'unknown operation'} (${status}): ${detail}`,
      operationId,
    )
  }

  async function send(request: Request, operationId: OperationId | null, url: URL): Promise<Response> {
    const timeoutMs = operationId ? timeoutFor(operationId, url) : DEFAULT_TIMEOUT_MS
    const timeout = new AbortController()
    const timer = setTimeout(() => timeout.abort(new DOMException('timed out', 'TimeoutError')), timeoutMs)
    const signal = AbortSignal.any([request.signal, timeout.signal])
    try {
      return await globalThis.fetch(new Request(request, { signal }))
    } catch (error) {
      if (request.signal.aborted) throw error
      if (timeout.signal.aborted)
        throw clientError('TIMEOUT', `no answer within ${timeoutMs} ms`, operationId, error)
      throw clientError('NETWORK_ERROR', 'the request did not reach the server', operationId, error)
    } finally {
      clearTimeout(timer)
    }
  }

  async function errorFrom(response: Response, operationId: OperationId | null): Promise<ApiError> {
    const fromGateway = gatewayFailure(response, operationId)
    if (fromGateway) return fromGateway
    const body = (await readJson(response)) as Record<string, unknown> | undefined
    const code = typeof body?.code === 'string' && knownCodes.has(body.code) ? (body.code as ErrorCode) : null
    if (!code) {
      return (
        violation(operationId, response.status, 'the error body is not an ErrorBody') ??
        clientError('CONTRACT_VIOLATION', `unexpected ${response.status} answer`, operationId)
      )
    }
    const checked = checkErrorCode(code, response.status, operationId)
    // Reported only (production): the error does not wait for the check.
    if (options.contractViolation === 'throw') {
      const broken = await checked
      if (broken) return broken
    }
    return new ApiError({
      code,
      message: typeof body?.message === 'string' ? body.message : code,
      status: response.status,
      operationId,
      traceId: typeof body?.traceId === 'string' ? body.traceId : null,
      field: typeof body?.field === 'string' ? body.field : null,
      expectedAmount: typeof body?.expectedAmount === 'number' ? body.expectedAmount : null,
    })
  }

  async function checkErrorCode(
    code: ErrorCode,
    status: number,
    operationId: OperationId | null,
  ): Promise<ApiError | null> {
    const contract = await loadOperationContract()
    if (!contract) return null
    const declared = operationId
      ? (contract.operationContract[operationId].errorCodes as readonly string[]).includes(code)
      : true
    const expectedStatus = contract.errorHttpStatus[code]
    if (declared && expectedStatus === status) return null
    return violation(
      operationId,
      status,
      declared ? `${code} must be sent with ${expectedStatus}` : `${code} is not declared by the operation`,
    )
  }

  async function checkSuccess(response: Response, operationId: OperationId): Promise<void> {
    const { status } = response
    const isJson = status !== 204 && response.headers.get('content-type')?.includes('json')
    // Copied now: in production the caller reads the body while the check still runs.
    const copy = isJson ? response.clone() : null
    const check = async () => {
      const contract = await loadOperationContract()
      const declared = contract?.operationContract[operationId].statuses as readonly number[] | undefined
      if (declared && !declared.includes(status)) {
        const broken = violation(operationId, status, 'the status is not declared')
        if (broken) return broken
      }
      if (!copy) return null
      const text = await copy.text().catch(() => null)
      const problem =
        text === null ? 'the body could not be read' : await options.validateResponse(operationId, text)
      return problem ? violation(operationId, status, problem) : null
    }
    if (options.contractViolation === 'report') {
      void check()
      return
    }
    const broken = await check()
    if (broken) throw broken
  }

  return async function transport(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = input instanceof Request && !init ? input : new Request(input, init)
    const url = new URL(request.url)
    const operationId = matchOperation(request.method, url)
    const retry = request.clone()
    const sentAt = options.tokenRefresher.generation()
    let response = await send(request, operationId, url)

    if (response.status === 418 && operationId !== options.refreshOperationId) {
      const refresh = await options.tokenRefresher.refreshAfter(sentAt)
      if (refresh.outcome === 'rejected') {
        events.emit('sessionReset', { reason: 'refresh-failed', operationId })
        throw new ApiError({
          code: 'ERR_UNAUTHORIZED',
          message: 'token refresh failed',
          status: 401,
          operationId,
        })
      }
      if (refresh.outcome === 'unavailable') {
        // The server could not say: the session stays, and the call fails as the refresh did.
        throw new ApiError({
          code: refresh.code,
          message: 'the token refresh could not reach the server',
          status: null,
          operationId,
        })
      }
      if (refresh.started) events.emit('sessionRefreshed', { operationId })
      response = await send(retry, operationId, url)
    }
    if (response.status === 401 || response.status === 418) {
      events.emit('sessionReset', {
        reason: response.status === 401 ? 'unauthorized' : 'refresh-failed',
        operationId,
      })
    }
    if (!response.ok) throw await errorFrom(response, operationId)
    if (operationId) await checkSuccess(response, operationId)
    return response
  }
}
