import type { OperationId } from '@sdk/operations.gen'
import { type AnyErrorCode, isApiError } from '@sdk/runtime/api-error'
import type { ErrorDetail } from '@sdk/runtime/error-detail'
import { formatAmount } from '@/lib/format/format'
import { m } from '@/paraglide/messages.js'

type Message = (error: ErrorFacts) => string

/** What a message may read from a failure. */
export interface ErrorFacts {
  code: AnyErrorCode
  message: string
  expectedAmount: number | null
  /** The request field the server named (ERR_VALIDATION), if any. */
  field: string | null
  /** What the server's message says beyond the code (read by the SDK, sdk/runtime/error-detail.ts). */
  detail: ErrorDetail | null
}

const amount = (error: ErrorFacts) => ({ amount: formatAmount(error.expectedAmount ?? 0, 8) })

/**
 * The one table from error codes to text: every code of the contract and of the client, so adding a code to
 * openapi/ fails the typecheck here until it has a message. Spec docs/product.md §8 key names are noted where ours differ.
 */
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
  // docs/product.md §8: withdrawalAmountTooSmall with the first number of the server message, else main_error.
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
  // docs/product.md §8: ERR_PRISMA_CLIENT_KNOWN_REQUEST shows error_notify_title.
  ERR_PRISMA_CLIENT_KNOWN_REQUEST: () => m.error_notify_title(),
  ERR_IM_A_TEAPOT: () => m.error_session_expired(),
  ERR_NOT_FOUND_E: () => m.error_order_not_found(),
  ERR_PAIR_NOT_ACTIVE: () => m.error_pair_not_active(),
  // A body the API does not take (the edge's 415, docs/security.md): the app always sends JSON.
  ERR_UNSUPPORTED_MEDIA_TYPE: () => m.error_unsupported_media_type(),
  ERR_TELEGRAM_INIT_DATA_EXPIRED: () => m.error_telegram_init_data_expired(),
  ERR_TELEGRAM_INIT_DATA_REPLAYED: () => m.error_telegram_init_data_replayed(),
  NETWORK_ERROR: () => m.error_network(),
  TIMEOUT: () => m.error_timeout(),
  CONTRACT_VIOLATION: () => m.error_unexpected_answer(),
  // A gateway's 429 (sdk/runtime/gateway-errors.ts): "try again shortly".
  RATE_LIMITED: () => m.app_error_rate_limited(),
} satisfies Record<AnyErrorCode, Message>

/** ERR_VALIDATION of the auth operations, by the field the server named. */
const authValidation = (error: ErrorFacts) =>
  error.field === 'email'
    ? m.error_email_invalid()
    : error.field === 'password' || error.field === null
      ? m.error_password_validation()
      : m.error_validation()

/** ERR_VALIDATION of order creation (docs/product.md §5 exchange form rules), by the field the server named. */
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

/** Where one operation gives a code a meaning of its own (docs/product.md §8), it is said here, not in the features. */
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
    // docs/product.md §8: ERR_NOT_ACCEPTABLE and ERR_UNPROCESSABLE_ENTITY force the floating rate, and the form says so.
    ERR_NOT_ACCEPTABLE: () => m.error_not_acceptable(),
    ERR_UNPROCESSABLE_ENTITY: () => m.error_not_acceptable(),
    ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_SMALL: messageByCode.ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_SMALL,
    ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_BIG: messageByCode.ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_BIG,
    ERR_VALIDATION: (error) => orderValidation(error),
    ERR_PRISMA_CLIENT_KNOWN_REQUEST: () => m.error_notify_title(),
    ERR_SERVICE_UNAVAILABLE: () => m.error_service_unavailable(),
    // docs/product.md §8 "Other order-create failure: error_create_exchange".
    otherwise: () => m.error_create_exchange(),
  },
  // The fiat flow's exchange request (docs/product.md "Exchange request"): the order create's words, but a
  // blacklisted account is the account's, not an address's.
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
  // docs/product.md §8 rates: the min/max limit, fixed rate unavailable, and every other failure means the pair is unsupported.
  getPublicRate: {
    ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_SMALL: messageByCode.ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_SMALL,
    ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_BIG: messageByCode.ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_BIG,
    ERR_NOT_ACCEPTABLE: () => m.error_not_acceptable(),
    otherwise: () => m.error_pair_unsupported(),
  },
  // docs/product.md §8 "Set-email failure: error_email_already_set": whatever the server answered (a lost connection or a timeout
  // keeps its own words: the server never said anything).
  setOrderEmail: { otherwise: () => m.error_email_already_set() },
  // docs/product.md §5/§8: a password-field validation error shows the password rule; an e-mail one, the e-mail pattern.
  // the support form's order number that names no order (field orderId).
  createSupportRequest: { ERR_NOT_FOUND: () => m.info_support_error_order_unknown() },
  authenticateLocal: { ERR_VALIDATION: (error) => authValidation(error) },
  createLocalUser: { ERR_VALIDATION: (error) => authValidation(error) },
  resetPassword: { ERR_VALIDATION: (error) => authValidation(error) },
  requestPasswordReset: { ERR_VALIDATION: () => m.error_email_invalid() },
  deleteApiKey: { otherwise: () => m.error_main() },
  // /profile/keys: the server refused the IP allow-list (field whiteListIp).
  updateApiKey: {
    ERR_VALIDATION: (error) =>
      error.field === 'whiteListIp' ? m.api_keys_ips_rejected() : m.error_validation(),
  },
  // /profile/withdraw: the server refused the address (field address), shown on that field.
  createAffiliateWithdrawal: {
    ERR_VALIDATION: (error) =>
      error.field === 'address' ? m.error_address_incorrect() : m.error_validation(),
  },
  // Linking Telegram (/profile/info): the account's password, tampered launch data, a Telegram account linked
  // elsewhere.
  linkTelegram: {
    ERR_INVALID_CREDENTIALS: () => m.telegram_link_wrong_password(),
    ERR_VALIDATION: (error) =>
      error.field === 'password' ? m.telegram_link_password_required() : m.telegram_link_rejected(),
    ERR_USER_ALREADY_REGISTERED: () => m.telegram_link_taken(),
  },
  // docs/product.md §8 "KYC failure: error_kyc_flow": every card provider call of the fiat flow.
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

/**
 * The text to show for any failure, in the current locale. Anything that is not an SDK error (a bug) gets
 * the one fallback. Nothing else in the app turns errors into text.
 */
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

/**
 * The fiat flow's KYC failure (docs/product.md §8 "KYC failure: error_kyc_flow"): a failed call reads as the table says
 * (error_kyc_flow for the card provider calls, the connection messages for the client failures); anything else
 * (the provider rejected the check, the polling ran out of tries) is error_kyc_flow.
 */
export function kycFlowErrorMessage(error: unknown): string {
  return isApiError(error) ? errorMessage(error) : m.error_kyc_flow()
}

/**
 * The server's reject code for an address (validate-address with getRejectReason, docs/product.md §5), as text: a code we
 * know has its own message, anything else (address_incorrect, a code added later) reads error_address_incorrect,
 * or for a card number (a fiat instrument's "address", selling to a card) error_card_number_incorrect. The code
 * itself is never shown.
 */
const messageByAddressRejectCode: Record<string, () => string> = {
  address_reject_iotx: () => m.error_address_reject_iotx(),
}

export function addressRejectMessage(code: string | null | undefined, card = false): string {
  return (
    knownAddressRejectMessage(code) ?? (card ? m.error_card_number_incorrect() : m.error_address_incorrect())
  )
}

/** The words of a specific reject code (address_reject_…), or null for the generic one, none, or an unknown one. */
export function knownAddressRejectMessage(code: string | null | undefined): string | null {
  return (code && messageByAddressRejectCode[code]?.()) || null
}
