import type { ErrorCode, OperationErrorCode, OperationId } from '../operations.gen'
import { type ErrorDetail, readErrorDetail } from './error-detail'

// Failures with no API answer, or an answer that broke the contract or came from a gateway.
export const clientErrorCodes = ['NETWORK_ERROR', 'TIMEOUT', 'CONTRACT_VIOLATION', 'RATE_LIMITED'] as const
export type ClientErrorCode = (typeof clientErrorCodes)[number]

export type AnyErrorCode = ErrorCode | ClientErrorCode

export type OperationFailureCode<Op extends OperationId> = OperationErrorCode<Op> | ClientErrorCode

export interface ApiErrorInit<Code extends AnyErrorCode> {
  code: Code
  message: string
  status: number | null
  operationId: OperationId | null
  traceId?: string | null
  field?: string | null
  expectedAmount?: number | null
  detail?: ErrorDetail | null
  cause?: unknown
}

// `message` is for logs only; the UI shows `code` through its error-message table.
export class ApiError<Code extends AnyErrorCode = AnyErrorCode> extends Error {
  override readonly name = 'ApiError'
  readonly code: Code
  readonly status: number | null
  readonly operationId: OperationId | null
  readonly traceId: string | null
  readonly field: string | null
  readonly expectedAmount: number | null
  readonly detail: ErrorDetail | null

  constructor(init: ApiErrorInit<Code>) {
    super(init.message, { cause: init.cause })
    this.code = init.code
    this.status = init.status
    this.operationId = init.operationId
    this.traceId = init.traceId ?? null
    this.field = init.field ?? null
    this.expectedAmount = init.expectedAmount ?? null
    this.detail = init.detail ?? readErrorDetail(init.code, init.message, this.field)
  }
}

export type OperationError<Op extends OperationId> = ApiError<OperationFailureCode<Op>>

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

// Narrows to one operation's codes so a `switch (error.code)` is checked for exhaustiveness.
export function isOperationError<Op extends OperationId>(
  error: unknown,
  operationId: Op,
): error is OperationError<Op> {
  return isApiError(error) && (error.operationId === operationId || error.operationId === null)
}
