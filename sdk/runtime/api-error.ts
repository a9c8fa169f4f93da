import type { ErrorCode, OperationErrorCode, OperationId } from '../operations.gen'
import { type ErrorDetail, readErrorDetail } from './error-detail'

/**
 * Failures that never reached a server answer, whose answer broke the contract, or that a gateway in front of
 * the API answered for it (RATE_LIMITED: a 429, see gateway-errors.ts).
 */
export const clientErrorCodes = ['NETWORK_ERROR', 'TIMEOUT', 'CONTRACT_VIOLATION', 'RATE_LIMITED'] as const
export type ClientErrorCode = (typeof clientErrorCodes)[number]

/** Every code an SDK call can fail with: the contract's ErrorCode plus the client's own. */
export type AnyErrorCode = ErrorCode | ClientErrorCode

/** The codes one operation can fail with: the codes it declares in x-error-codes plus the client's own. */
export type OperationFailureCode<Op extends OperationId> = OperationErrorCode<Op> | ClientErrorCode

export interface ApiErrorInit<Code extends AnyErrorCode> {
  code: Code
  message: string
  status: number | null
  operationId: OperationId | null
  traceId?: string | null
  field?: string | null
  expectedAmount?: number | null
  /** What the message text says beyond the code (error-detail.ts); read from the message when not given. */
  detail?: ErrorDetail | null
  cause?: unknown
}

/**
 * The one error every SDK call fails with. `code` is the contract's ErrorCode, or a ClientErrorCode for a
 * network failure, a timeout or a contract violation. `message` is for developers and logs only; the UI
 * turns `code` into text through its one error-message table.
 */
export class ApiError<Code extends AnyErrorCode = AnyErrorCode> extends Error {
  override readonly name = 'ApiError'
  readonly code: Code
  readonly status: number | null
  readonly operationId: OperationId | null
  readonly traceId: string | null
  readonly field: string | null
  readonly expectedAmount: number | null
  /** Spec docs/product.md §8 cases told apart by the server's message text, read once here (error-detail.ts). */
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

/** The error type of one operation, narrowed to the codes that operation can fail with. */
export type OperationError<Op extends OperationId> = ApiError<OperationFailureCode<Op>>

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/**
 * Narrows an unknown failure to one operation's error, so a `switch (error.code)` over it is checked for
 * exhaustiveness. True only for errors that the SDK raised for that operation (or client-side failures).
 */
export function isOperationError<Op extends OperationId>(
  error: unknown,
  operationId: Op,
): error is OperationError<Op> {
  return isApiError(error) && (error.operationId === operationId || error.operationId === null)
}
