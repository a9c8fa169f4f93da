import type { OperationId } from '@sdk/operations.gen'
import { type AnyErrorCode, isApiError } from '@sdk/runtime/api-error'
import type { ErrorDetail } from '@sdk/runtime/error-detail'
import { formatAmount } from '@/lib/format/format'
import { m } from '@/paraglide/messages.js'

type Message = (error: ErrorFacts) => string

export interface ErrorFacts {
  code: AnyErrorCode
  message: string
  expectedAmount: number | null
  field: string | null
  detail: ErrorDetail | null
}

const amount = (error: ErrorFacts) => ({ amount: formatAmount(error.expectedAmount ?? 0, 8) })

/** Every error code of the contract and the client to text; a new code in openapi/ fails the typecheck here until it has one. */
const messageByCode = {
  ERR_UNAUTHORIZED: () => m.error_unauthorized(),
  ERR_NOT_ENOUGH_PERMISSIONS: () => m.error_not_enough_permissions(),
  ERR_UNPROCESSABLE_ENTITY: () => m.error_unprocessable_entity(),
  ERR_INVALID_CREDENTIALS: () => m.error_invalid_credentials(),
  ERR_USER_ALREADY_REGISTERED: () => m.error_user_already_registered(),
  ERR_FORBIDDEN: () => m.error_forbidden(),
  ERR_BAD_REQUEST: () => m.error_bad_request(),
  ERR_NO_LIQUIDITY_AVAILABLE: () => m.error_no_liquidity_available(),
  ERR_NOT_FOUND: () => m.error_not_found(),
  ERR_SERVICE_UNAVAILABLE: () => m.error_service_unavailable(),
  ERR_NOT_ACCEPTABLE: () => m.error_not_acceptable(),
  ERR_INTERNAL_SERVER_ERROR: () => m.error_internal_server_error(),
  ERR_NETWORK_NOT_SUPPORTED: () => m.error_network_not_supported(),
  ERR_BALANCE_TOO_LOW: () => m.error_balance_too_low(),
  ERR_BALANCE_NOT_FOUND: () => m.error_balance_not_found(),
  ERR_WITHDRAWAL_TOO_SMALL: (error) =>
    error.detail?.reason === 'withdrawal-minimum' && error.detail.minimum !== null
      ? m.error_withdrawal_amount_too_small({ amount: String(error.detail.minimum) })
      : m.error_main(),
  ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_SMALL: (error) =>
    error.expectedAmount === null ? m.error_bad_request() : m.error_min_amount(amount(error)),
  ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_BIG: (error) =>
    error.expectedAmount === null ? m.error_bad_request() : m.error_max_amount(amount(error)),
  ERR_VALIDATION: () => m.error_validation(),
  ERR_INVALID_PASSWORD_RESET_CODE: () => m.error_invalid_password_reset_code(),
  ERR_PRISMA_CLIENT_KNOWN_REQUEST: () => m.error_notify_title(),
  ERR_IM_A_TEAPOT: () => m.error_session_expired(),
  ERR_NOT_FOUND_E: () => m.error_order_not_found(),
  ERR_PAIR_NOT_ACTIVE: () => m.error_pair_not_active(),
  // The app always sends JSON, so a 415 from the edge is a bug, not the user's.
  ERR_UNSUPPORTED_MEDIA_TYPE: () => m.error_unsupported_media_type(),
  ERR_TELEGRAM_INIT_DATA_EXPIRED: () => m.error_telegram_init_data_expired(),
  ERR_TELEGRAM_INIT_DATA_REPLAYED: () => m.error_telegram_init_data_replayed(),
  NETWORK_ERROR: () => m.error_network(),
  TIMEOUT: () => m.error_timeout(),
  CONTRACT_VIOLATION: () => m.error_unexpected_answer(),
  RATE_LIMITED: () => m.app_error_rate_limited(),
} satisfies Record<AnyErrorCode, Message>

const authValidation = (error: ErrorFacts) =>
  error.field === 'email'
    ? m.error_email_invalid()
    : error.field === 'password' || error.field === null
      ? m.error_password_validation()
      : m.error_validation()

const orderValidation = (error: ErrorFacts) => {
  switch (error.field) {
    case 'destinationAddress':
      return m.error_address_incorrect()
    case 'destinationAddressMemo':
      return m.error_memo_required()
    case 'refundAddress':
      return error.detail?.reason === 'same-as-destination'
        ? m.error_address_must_be_different()
        : m.error_address_incorrect()
    case 'userEmail':
      return m.error_email_invalid()
    default:
      return m.error_validation()
  }
}

/** Where one operation gives a code a meaning of its own, it is said here, not in the features. */
const messageByOperation: {
  [Op in OperationId]?: Partial<Record<AnyErrorCode, Message>> & { otherwise?: Message }
} = {
  createPublicOrder: {
    ERR_FORBIDDEN: (error) =>
      error.detail?.reason === 'kyc-needed'
        ? m.error_kyc_needed()
        : error.detail?.reason === 'blacklisted'
          ? m.error_address_blacklisted()
          : m.error_forbidden(),
    ERR_NOT_FOUND: () => m.error_referrer_unknown(),
    ERR_PAIR_NOT_ACTIVE: () => m.error_pair_unsupported(),
    ERR_NO_LIQUIDITY_AVAILABLE: () => m.error_pair_unsupported(),
    ERR_NOT_ACCEPTABLE: () => m.error_not_acceptable(),
    ERR_UNPROCESSABLE_ENTITY: () => m.error_not_acceptable(),
    ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_SMALL: messageByCode.ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_SMALL,
    ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_BIG: messageByCode.ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_BIG,
    ERR_VALIDATION: (error) => orderValidation(error),
    ERR_PRISMA_CLIENT_KNOWN_REQUEST: () => m.error_notify_title(),
    ERR_SERVICE_UNAVAILABLE: () => m.error_service_unavailable(),
    otherwise: () => m.error_create_exchange(),
  },
  // A blacklisted account is the account's, not an address's.
  createExchangeRequest: {
    ERR_FORBIDDEN: (error) =>
      error.detail?.reason === 'blacklisted' ? m.error_account_blacklisted() : m.error_forbidden(),
    ERR_PAIR_NOT_ACTIVE: () => m.error_pair_unsupported(),
    ERR_NO_LIQUIDITY_AVAILABLE: () => m.error_pair_unsupported(),
    ERR_NOT_ACCEPTABLE: () => m.error_not_acceptable(),
    ERR_UNPROCESSABLE_ENTITY: () => m.error_not_acceptable(),
    ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_SMALL: messageByCode.ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_SMALL,
    ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_BIG: messageByCode.ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_BIG,
    ERR_SERVICE_UNAVAILABLE: () => m.error_service_unavailable(),
    otherwise: () => m.error_create_exchange(),
  },
  getPublicRate: {
    ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_SMALL: messageByCode.ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_SMALL,
    ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_BIG: messageByCode.ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_BIG,
    ERR_NOT_ACCEPTABLE: () => m.error_not_acceptable(),
    otherwise: () => m.error_pair_unsupported(),
  },
  // Whatever the server answered; a lost connection keeps its own words since the server said nothing.
  setOrderEmail: { otherwise: () => m.error_email_already_set() },
  createSupportRequest: { ERR_NOT_FOUND: () => m.info_support_error_order_unknown() },
  authenticateLocal: { ERR_VALIDATION: (error) => authValidation(error) },
  createLocalUser: { ERR_VALIDATION: (error) => authValidation(error) },
  resetPassword: { ERR_VALIDATION: (error) => authValidation(error) },
  requestPasswordReset: { ERR_VALIDATION: () => m.error_email_invalid() },
  deleteApiKey: { otherwise: () => m.error_main() },
  updateApiKey: {
    ERR_VALIDATION: (error) =>
      error.field === 'whiteListIp' ? m.api_keys_ips_rejected() : m.error_validation(),
  },
  createAffiliateWithdrawal: {
    ERR_VALIDATION: (error) =>
      error.field === 'address' ? m.error_address_incorrect() : m.error_validation(),
  },
  linkTelegram: {
    ERR_INVALID_CREDENTIALS: () => m.telegram_link_wrong_password(),
    ERR_VALIDATION: (error) =>
      error.field === 'password' ? m.telegram_link_password_required() : m.telegram_link_rejected(),
    ERR_USER_ALREADY_REGISTERED: () => m.telegram_link_taken(),
  },
  cardProviderSignUp: { otherwise: () => m.error_kyc_flow() },
  cardProviderSignIn: { otherwise: () => m.error_kyc_flow() },
  getCardProviderContacts: { otherwise: () => m.error_kyc_flow() },
  getCardProviderKycStatus: { otherwise: () => m.error_kyc_flow() },
  getCardProviderKycAccessToken: { otherwise: () => m.error_kyc_flow() },
}

/** Client failures keep their own text in every context: "no connection" must never read as "bad request". */
const alwaysGeneric = new Set<AnyErrorCode>([
  'NETWORK_ERROR',
  'TIMEOUT',
  'CONTRACT_VIOLATION',
  'RATE_LIMITED',
])

/** The text to show for any failure; anything that is not an SDK error (a bug) gets the one fallback. */
export function errorMessage(error: unknown): string {
  if (!isApiError(error)) return m.error_main()
  const facts: ErrorFacts = {
    code: error.code,
    message: error.message,
    expectedAmount: error.expectedAmount,
    field: error.field,
    detail: error.detail,
  }
  const overrides = error.operationId ? messageByOperation[error.operationId] : undefined
  const specific =
    overrides?.[error.code] ?? (alwaysGeneric.has(error.code) ? undefined : overrides?.otherwise)
  return (specific ?? messageByCode[error.code])(facts)
}

/** A failed call reads as the table says; anything else (the provider rejected the check, polling ran out) is error_kyc_flow. */
export function kycFlowErrorMessage(error: unknown): string {
  return isApiError(error) ? errorMessage(error) : m.error_kyc_flow()
}

/** An address reject code as text; an unknown code reads the generic message, and the code itself is never shown. */
const messageByAddressRejectCode: Record<string, () => string> = {
  address_reject_iotx: () => m.error_address_reject_iotx(),
}

export function addressRejectMessage(code: string | null | undefined, card = false): string {
  return (
    knownAddressRejectMessage(code) ?? (card ? m.error_card_number_incorrect() : m.error_address_incorrect())
  )
}

export function knownAddressRejectMessage(code: string | null | undefined): string | null {
  return (code && messageByAddressRejectCode[code]?.()) || null
}
