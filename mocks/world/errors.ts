// The world's error type. Handlers turn a WorldError into an HTTP response; the status comes from the
// contract's ErrorCode x-http-status map (openapi/api/schemas/errors.yaml), not from here.

import type * as Api from '@sdk/gen/api/types.gen'

export const ERROR_CODES = [
  'ERR_UNAUTHORIZED',
  'ERR_NOT_ENOUGH_PERMISSIONS',
  'ERR_UNPROCESSABLE_ENTITY',
  'ERR_INVALID_CREDENTIALS',
  'ERR_USER_ALREADY_REGISTERED',
  'ERR_FORBIDDEN',
  'ERR_BAD_REQUEST',
  'ERR_NO_LIQUIDITY_AVAILABLE',
  'ERR_NOT_FOUND',
  'ERR_SERVICE_UNAVAILABLE',
  'ERR_NOT_ACCEPTABLE',
  'ERR_INTERNAL_SERVER_ERROR',
  'ERR_NETWORK_NOT_SUPPORTED',
  'ERR_BALANCE_TOO_LOW',
  'ERR_BALANCE_NOT_FOUND',
  'ERR_WITHDRAWAL_TOO_SMALL',
  'ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_SMALL',
  'ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_BIG',
  'ERR_VALIDATION',
  'ERR_INVALID_PASSWORD_RESET_CODE',
  'ERR_PRISMA_CLIENT_KNOWN_REQUEST',
  'ERR_IM_A_TEAPOT',
  'ERR_NOT_FOUND_E',
  'ERR_PAIR_NOT_ACTIVE',
] as const satisfies readonly Api.ErrorCode[]

/** The contract's ErrorCode (generated). ERROR_CODES lists it at run time; the check below keeps them equal. */
export type ErrorCode = Api.ErrorCode
type Unlisted = Exclude<ErrorCode, (typeof ERROR_CODES)[number]>
/** Fails typecheck when the contract gains a code ERROR_CODES lacks (or ERROR_CODES has an unknown one). */
export const ERROR_CODES_COMPLETE: [Unlisted] extends [never] ? true : Unlisted = true

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
