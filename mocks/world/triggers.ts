// Every documented way to make the world answer each error code on purpose. Each entry is exercised
// by triggers.test.ts. Values refer to the seeded world (createWorld() with seedData on).
import { TEST_TRON_ADDRESS, WITHDRAWAL_MIN_USDT } from './affiliates'
import { CARD_KYC_FAIL_MARKER, CARD_KYC_REJECT_LAST_NAME } from './card-provider'
import type { ErrorCode } from './errors'
import { KYC_REJECT_LAST_NAME, KYC_REJECT_REASON } from './kyc'
import { BLACKLIST, SCENARIO_TRIGGERS } from './order-create'
import { INACTIVE_PAIR_SLUG, NO_LIQUIDITY_TO_SLUG, NO_LIQUIDITY_WITH_FIAT_SLUG } from './pair-rules'
import { SEED_API_KEYS, SEED_USERS } from './world-seed'

export interface ErrorTrigger {
  code: ErrorCode
  /** operationIds of the contract that answer it this way. */
  operations: string[]
  how: string
}

const { demo, fresh, telegram } = SEED_USERS

export const ERROR_TRIGGERS: readonly ErrorTrigger[] = [
  {
    code: 'ERR_UNAUTHORIZED',
    operations: ['getAccountData', 'listApiKeys', 'refreshSession'],
    how: 'Call a signed-in operation without a session (or after logout); refresh without a refresh token, or with one bound to another browserFingerprint.',
  },
  {
    code: 'ERR_NOT_ENOUGH_PERMISSIONS',
    operations: ['updateApiKey', 'deleteApiKey'],
    how: `Signed in as ${demo.email}, update or delete the admin's key '${SEED_API_KEYS.admin}'.`,
  },
  {
    code: 'ERR_UNPROCESSABLE_ENTITY',
    operations: ['createPublicOrder', 'createExchangeRequest'],
    how: 'Create a FIXED order worth more than $20,000 but at most $50,000 (e.g. 0.5 BTC → USDT TRC20): the fixed rate cannot hold that size.',
  },
  {
    code: 'ERR_INVALID_CREDENTIALS',
    operations: ['authenticateLocal', 'linkTelegram'],
    how: `Sign in as ${demo.email} with any password other than '${demo.password}', or with an unknown e-mail; link Telegram with a password other than the signed-in account's.`,
  },
  {
    code: 'ERR_USER_ALREADY_REGISTERED',
    operations: ['createLocalUser', 'createTelegramUser', 'linkTelegram', 'cardProviderSignUp'],
    how: `Register ${demo.email} again; create a Telegram account for Telegram user ${telegram.telegramUserId}; sign up to the card provider twice ('Email already registered'; ${demo.email} is already signed up).`,
  },
  {
    code: 'ERR_FORBIDDEN',
    operations: ['createPublicOrder', 'createExchangeRequest', 'submitKyc'],
    how: `Use a destination or refund address containing '${BLACKLIST.addressMarker}' (e.g. ${BLACKLIST.sampleTrc20}), ${BLACKLIST.evmAddress}, or an e-mail @${BLACKLIST.emailDomain} → 'Client data is blacklisted'. A fiat order at or above noKycThreshold (700 USD) for a user without provider KYC (${fresh.email}) → 'KYC verification needed.'; a fiat order without a signed-in user with e-mail. An exchange request of an account whose e-mail is @${BLACKLIST.emailDomain} → 'Client data is blacklisted', or a fiat one of an account without an e-mail (a Telegram account). Submit KYC while it is CREATED, PROCESS or PASS (e.g. as ${demo.email}).`,
  },
  {
    code: 'ERR_BAD_REQUEST',
    operations: [
      'getPublicRate',
      'createPublicOrder',
      'getOrderPublicInfo',
      'getOrderRefundInfo',
      'requestOrderRefund',
      'acceptOrderRateModeChange',
      'listLatestPublicOrders',
      'getRecommendedAmount',
      'getPriceHistory',
      'createSupportRequest',
      'listInstrumentsV2',
    ],
    how: "A malformed request: rateMode other than FIXED/FLOATING, a non-positive amount, a missing orderId/destinationAddress, latest limit outside 1..50, an unknown instrument on rates, a price history range other than 1d/7d/30d/90d/1y (e.g. '2w'), a support request without its topic, an instrument list's providers naming an unknown provider (e.g. 'lp-alpha,nope'). Also: refund info or refund before the deposit; accept with no pending rate mode change; a stale refundAmount.",
  },
  {
    code: 'ERR_NO_LIQUIDITY_AVAILABLE',
    operations: ['getPublicRate', 'createPublicOrder', 'createExchangeRequest'],
    how: `A fiat to or from '${NO_LIQUIDITY_WITH_FIAT_SLUG}' (usd → xmr), or any pair to '${NO_LIQUIDITY_TO_SLUG}' (btc → zec).`,
  },
  {
    code: 'ERR_NOT_FOUND',
    operations: [
      'getOrderPublicInfo',
      'createPublicOrder',
      'createLocalUser',
      'authenticateTelegram',
      'createExchangeRequest',
      'updateApiKey',
      'cardProviderSignIn',
      'listBlogPosts',
      'getPriceHistory',
      'createSupportRequest',
    ],
    how: "An unknown orderId (e.g. 'ord_NOPE0000'; also as a support request's orderId, field orderId); an unknown referrerId / referrerAffiliateId (e.g. 'ref_UNKNOWN'; the message names referrerAffiliateId); Telegram sign-in for a Telegram user with no account; an unknown slug or referrerId on the exchange request; an unknown apiId; card provider calls before sign-up; an unknown blog category or post; the price history of an unknown or delisted symbol (e.g. 'nope', 'xec').",
  },
  {
    code: 'ERR_SERVICE_UNAVAILABLE',
    operations: ['*'],
    how: "controls.failNext(operationId or '*', 'http503'); controls.healthStatus = 'UNHEALTHY' (every non-health call); 'TECHNICAL_DIFFICULTIES' (order creation only).",
  },
  {
    code: 'ERR_NOT_ACCEPTABLE',
    operations: ['getPublicRate', 'createPublicOrder', 'createExchangeRequest'],
    how: 'rateMode FIXED with a fiat, xmr or doge on either side (e.g. btc → xmr FIXED).',
  },
  {
    code: 'ERR_INTERNAL_SERVER_ERROR',
    operations: ['*'],
    how: "controls.failNext(operationId or '*', 'http500'); controls.healthStatus = 'fail' (the health calls).",
  },
  {
    code: 'ERR_NETWORK_NOT_SUPPORTED',
    operations: ['createAffiliateWithdrawal', 'validateAddress', 'createPublicOrder'],
    how: "Withdraw on a network other than TRC20 (USDT ERC20); validate an address for an unknown currency/network pair; create an order naming an instrument that does not exist (e.g. USDT on 'NOPE').",
  },
  {
    code: 'ERR_BALANCE_TOO_LOW',
    operations: ['createAffiliateWithdrawal'],
    how: `As ${demo.email}, withdraw more USDT TRC20 than the affiliate balance (e.g. 100000) to ${TEST_TRON_ADDRESS}.`,
  },
  {
    code: 'ERR_BALANCE_NOT_FOUND',
    operations: ['createAffiliateWithdrawal'],
    how: 'Withdraw a currency the user has no affiliate balance in (e.g. BTC on TRC20).',
  },
  {
    code: 'ERR_WITHDRAWAL_TOO_SMALL',
    operations: ['createAffiliateWithdrawal'],
    how: `Withdraw less than ${WITHDRAWAL_MIN_USDT} USDT (e.g. 5) → 'Minimum withdrawal is ${WITHDRAWAL_MIN_USDT} USDT'.`,
  },
  {
    code: 'ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_SMALL',
    operations: ['getPublicRate', 'createPublicOrder', 'createExchangeRequest'],
    how: 'An amount worth less than $10 (e.g. 0.0001 BTC); expectedAmount holds the minimum in the typed side.',
  },
  {
    code: 'ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_BIG',
    operations: ['getPublicRate', 'createPublicOrder', 'createExchangeRequest'],
    how: 'An amount worth more than $50,000 (e.g. 1 BTC); expectedAmount holds the maximum.',
  },
  {
    code: 'ERR_VALIDATION',
    operations: [
      'createLocalUser',
      'resetPassword',
      'createPublicOrder',
      'createAffiliateWithdrawal',
      'authenticateTelegram',
      'submitKyc',
      'updateApiKey',
      'createSupportRequest',
    ],
    how: `A password without a digit or under 8 characters (field password); a support request whose e-mail is not one (field email) or whose message is mostly spaces (field message); a destination address invalid for the network (field destinationAddress); a memo coin (XRP, XLM, TON, ATOM, EOS, HBAR, BNB BEP2) without memo or noMemo (field destinationAddressMemo); FIXED without refund address or with refund = destination (field refundAddress); withdrawal address 'T' + '0'×33 (field address); tampered Telegram initData (field initData); KYC idcard without backendPhoto; whiteListIp ['999.1.1.1'].`,
  },
  {
    code: 'ERR_INVALID_PASSWORD_RESET_CODE',
    operations: ['resetPassword'],
    how: "Reset with a code other than controls.lastResetCode(email) (e.g. '000000'), or for an e-mail that never requested one.",
  },
  {
    code: 'ERR_PRISMA_CLIENT_KNOWN_REQUEST',
    operations: ['setOrderEmail', 'createPublicOrder'],
    how: 'Set an e-mail on an order that already has one (the second set-email); create an order with a legacyOrderId that is already used.',
  },
  {
    code: 'ERR_IM_A_TEAPOT',
    operations: ['getAccountData', 'listApiKeys'],
    how: 'controls.expireAccessTokens(), or wait 15 minutes (advanceClock(900000)), then call any signed-in operation; refreshSession fixes it.',
  },
  {
    code: 'ERR_NOT_FOUND_E',
    operations: [
      'getOrderPublicInfo',
      'getOrderRefundInfo',
      'requestOrderRefund',
      'acceptOrderRateModeChange',
    ],
    how: "An existing orderId with a destinationAddress other than the order's.",
  },
  {
    code: 'ERR_TELEGRAM_INIT_DATA_EXPIRED',
    operations: ['authenticateTelegram', 'createTelegramUser', 'linkTelegram'],
    how: 'Telegram initData signed more than an hour ago (?mock-telegram-data=stale signs it two days back).',
  },
  {
    code: 'ERR_TELEGRAM_INIT_DATA_REPLAYED',
    operations: ['authenticateTelegram', 'createTelegramUser', 'linkTelegram'],
    how: 'Send initData that served the same operation for another browser (another u_id cookie, or none) before.',
  },
  {
    code: 'ERR_PAIR_NOT_ACTIVE',
    operations: ['getPublicRate', 'getRecommendedAmount', 'createPublicOrder', 'createExchangeRequest'],
    how: `The same instrument on both sides; any pair with '${INACTIVE_PAIR_SLUG}'; a delisted instrument ('xec', 'win'); fiat to fiat (usd → eur).`,
  },
  {
    code: 'ERR_UNSUPPORTED_MEDIA_TYPE',
    operations: ['*'],
    how: "The HTTP mock server's edge, not the world (mocks/server/api-guards.ts): any call that changes something (POST) with a body that is not application/json, e.g. Content-Type text/plain. The same call with an Origin of another site is ERR_FORBIDDEN.",
  },
]

/** The codes the HTTP mock server's edge answers before a call reaches the world (mocks/server/api-guards.ts). */
export const EDGE_ERROR_CODES = ['ERR_UNSUPPORTED_MEDIA_TYPE'] as const satisfies readonly ErrorCode[]

/** Other documented behaviours a developer can trigger (not error codes). */
export const BEHAVIOUR_TRIGGERS = {
  fixedRateScenarios: `A FIXED order whose e-mail is at ${Object.keys(SCENARIO_TRIGGERS.emailDomains).join(' / ')}, or whose amount (≤ 4 decimals) ends in 71 / 72 / 73, meets high-volatility / slow-deposit / wrong-amount; controls.setOrderScenario picks one for any FIXED order before its deposit.`,
  kycReject: `KYC with lastName '${KYC_REJECT_LAST_NAME}' ends REJECT with '${KYC_REJECT_REASON}'.`,
  cardKycFail: `The card provider's KYC check decides once its KYC page (https://pay.mock-card-provider.test/kyc/websdk, embedded by the KYC modal) is sent: the surname '${CARD_KYC_REJECT_LAST_NAME}', or an account whose e-mail local part contains '${CARD_KYC_FAIL_MARKER}', ends crypto_kyc 'failed'; any other surname 'complete'.`,
  addressReject:
    "validateAddress for IOTX with an 'io1…' address and getRejectReason answers code 'address_reject_iotx' (other invalid addresses: 'address_incorrect').",
  ckm: "Pairs to 'eth' → ckm A; pairs from 'ltc' → ckm B; all others D.",
  redirects:
    "'/old-exchange' → '/popular-exchanges' (301), '/telegram' → https://t.me/example_bot (external); see content-site.ts.",
} as const
