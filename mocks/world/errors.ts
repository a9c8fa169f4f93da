// The world's error type. Handlers turn a WorldError into an HTTP response; the status comes from the
// contract's ErrorCode x-http-status map (openapi/api/schemas/errors.yaml), not from here.

import { type ErrorCode, errorCodes } from '@sdk/operations.gen'

/** Every error code of the contract, at run time (generated from openapi/, never listed again by hand). */
export const ERROR_CODES = errorCodes
export type { ErrorCode }

export interface WorldErrorInit {
  field?: string
  expectedAmount?: number
}

export class WorldError extends Error {
  readonly code: ErrorCode
  readonly field?: string
  readonly expectedAmount?: number

  constructor(code: ErrorCode, message: string, init: WorldErrorInit = {}) {
    super(message)
    this.name = 'WorldError'
    this.code = code
    if (init.field !== undefined) this.field = init.field
    if (init.expectedAmount !== undefined) this.expectedAmount = init.expectedAmount
  }

  /** The ErrorBody fields the world knows; the handler adds traceId. */
  toBody(): { code: ErrorCode; message: string; field?: string; expectedAmount?: number } {
    const body: { code: ErrorCode; message: string; field?: string; expectedAmount?: number } = {
      code: this.code,
      message: this.message,
    }
    if (this.field !== undefined) body.field = this.field
    if (this.expectedAmount !== undefined) body.expectedAmount = this.expectedAmount
    return body
  }
}

export const isWorldError = (e: unknown): e is WorldError => e instanceof WorldError

export const validationError = (field: string, message: string): WorldError =>
  new WorldError('ERR_VALIDATION', message, { field })

export const badRequest = (message: string, field?: string): WorldError =>
  new WorldError('ERR_BAD_REQUEST', message, field === undefined ? {} : { field })
