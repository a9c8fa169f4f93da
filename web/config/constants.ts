// Plain values only: vite.config.ts and scripts import them.

const SECONDS_PER_DAY = 24 * 60 * 60

// docs/product.md §3: locale cookie.
export const LOCALE_COOKIE_NAME = 'locale'

// docs/product.md §9: locale cookie lifetime.
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * SECONDS_PER_DAY

// docs/product.md §9: loading bar delay.
export const LOADING_BAR_THROTTLE_MS = 200

// docs/product.md §9: loading bar fill time.
export const LOADING_BAR_DURATION_MS = 2000

// docs/product.md §9: route preloads at once.
export const MAX_CONCURRENT_ROUTE_PRELOADS = 4

// docs/product.md §3: browser fingerprint cookie.
export const FINGERPRINT_COOKIE_NAME = 'u_id'

// Fingerprint lifetime (inferred).
export const FINGERPRINT_COOKIE_MAX_AGE_SECONDS = 365 * SECONDS_PER_DAY

// Then a stand-in id is sent (inferred).
export const FINGERPRINT_TIMEOUT_MS = 5_000

// Lifetime of a stand-in fingerprint (inferred).
export const FINGERPRINT_STAND_IN_MAX_AGE_SECONDS = SECONDS_PER_DAY

// docs/product.md §9: account data refetch age.
export const ACCOUNT_REFRESH_THRESHOLD_MS = 15 * 60 * 1000

// docs/product.md §3: account data storage key.
export const ACCOUNT_STORAGE_KEY = 'account-data'

// docs/product.md §3: referral (ref) cookie.
export const REFERRAL_COOKIE_NAME = 'referralID'

// docs/product.md §4: registration flag key.
export const IN_SESSION_REGISTRATION_STORAGE_KEY = 'in-session-registration'

// docs/product.md §5: theme default.
export const REGISTRATION_REQUIRES_TERMS = true

// docs/product.md §9: first health retry delay.
export const HEALTH_CHECK_START_INTERVAL_MS = 5_000

// docs/product.md §9: health backoff.
export const HEALTH_CHECK_BACKOFF_FACTOR = 1.5

// docs/product.md §9: health retry cap.
export const HEALTH_CHECK_MAX_INTERVAL_MS = 30_000

// docs/product.md §9: failures before an internet check.
export const HEALTH_FAILURE_THRESHOLD = 3

// docs/product.md §7: any answer means online.
export const INTERNET_CHECK_URL = 'https://1.1.1.1/cdn-cgi/trace'

// Internet check timeout (inferred).
export const INTERNET_CHECK_TIMEOUT_MS = 5_000

// docs/product.md §9: notification lifetime.
export const NOTIFICATION_DURATION_MS = 30_000

// docs/product.md §9: toast lifetime.
export const TOAST_DURATION_MS = 3_000

// docs/product.md §9: referral cookie lifetime.
export const REFERRAL_COOKIE_MAX_AGE_SECONDS = SECONDS_PER_DAY

// docs/product.md §9: server texts cache time.
export const TRANSLATION_CACHE_MS = 24 * 60 * 60 * 1000

// Server locale messages key prefix (inferred).
export const LOCALE_MESSAGES_STORAGE_KEY = 'locale-messages'

// docs/product.md §8: dev check for SEO keys.
export const SEO_KEYS_CHECK = false

// Redirect lookup cache, docs/product.md §2 (inferred).
export const REDIRECT_LOOKUP_CACHE_MS = 10 * 60 * 1000

// Instrument list freshness (inferred).
export const INSTRUMENTS_STALE_MS = 5 * 60_000

// docs/product.md §7: instrument providers (build-time: pre-rendered query keys).
export const CRYPTO_PROVIDER_CODES = 'lp-alpha,lp-beta'
export const CARD_PROVIDER_CODE = 'mercuryo'

// Longest wait for uncached page texts (inferred).
export const CONTENT_PREFETCH_MAX_WAIT_MS = 3_000

// docs/product.md §9: locale prefix redirects.
export const LOCALE_PREFIX_REDIRECTS: Readonly<Record<string, string>> = { ua: 'uk' }

// docs/product.md §3: first-visit UTM cookie.
export const FIRST_VISIT_UTM_COOKIE_NAME = 'first_visit_utm'

// docs/product.md §9: its lifetime.
export const FIRST_VISIT_UTM_COOKIE_MAX_AGE_SECONDS = 720 * 60 * 60

// docs/product.md §3: UTM record key (inferred).
export const UTM_RECORD_STORAGE_KEY = 'utm_record'

// docs/product.md §7: build manifest poll (inferred).
export const BUILD_MANIFEST_POLL_INTERVAL_MS = 5 * 60 * 1000

// docs/product.md §9: new-build reload guard.
export const RELOAD_GUARD_MS = 10_000

// docs/product.md §9: order poll interval.
export const ORDER_POLL_INTERVAL_MS = 5_000

// docs/product.md §4: polling stops at this step.
export const ORDER_POLL_STOP_STEP = 3

// docs/product.md §9: XMR confirmations.
export const XMR_REQUIRED_CONFIRMATIONS = 50

// docs/product.md §9: order amount decimals.
export const ORDER_AMOUNT_DECIMALS = 8

// docs/product.md §7: payment redirect hosts (inferred).
export const PAYMENT_REDIRECT_ALLOWED_HOSTS: readonly string[] = [
  'exchange.mercuryo.io',
  'widget.mercuryo.io',
]

// docs/product.md §9: default amount.
export const EXCHANGE_DEFAULT_AMOUNT = '500'

// docs/product.md §9: default receive coin.
export const EXCHANGE_DEFAULT_COIN_SLUG = 'btc'

// docs/product.md §9: rates socket reconnect delay.
export const RATES_SOCKET_RECONNECT_DELAY_MS = 3_000

// docs/product.md §9: reconnects before REST only.
export const RATES_SOCKET_MAX_RECONNECT_ATTEMPTS = 40

// docs/product.md §4: e-mail confirmed key (inferred).
export const EMAIL_CONFIRMED_STORAGE_KEY = 'exchange-email-confirmed'

// docs/product.md §9: KYC poll interval.
export const KYC_POLL_INTERVAL_MS = 5_000

// docs/product.md §9: KYC polls before failing.
export const KYC_POLL_MAX_TRIES = 1000

// docs/product.md §4: KYC feature a fiat order needs.
export const CARD_PROVIDER_KYC_FEATURE = 'crypto_kyc'

// docs/product.md §9: fiat demo amount.
export const FIAT_DEMO_AMOUNT_FIAT = '200'

// docs/product.md §9: coin demo amount.
export const FIAT_DEMO_AMOUNT_COIN = '0.01'

// Telegram popup limits, docs/product.md §5.
export const MESSENGER_POPUP_TITLE_MAX_LENGTH = 64
export const MESSENGER_POPUP_MESSAGE_MIN_LENGTH = 1
export const MESSENGER_POPUP_MESSAGE_MAX_LENGTH = 256
export const MESSENGER_POPUP_MAX_BUTTONS = 3
export const MESSENGER_POPUP_BUTTON_ID_MAX_LENGTH = 64
export const MESSENGER_POPUP_BUTTON_TEXT_MIN_LENGTH = 1
export const MESSENGER_POPUP_BUTTON_TEXT_MAX_LENGTH = 64

// docs/product.md §9: contact request timeout.
export const CONTACT_REQUEST_TIMEOUT_MS = 5_000

// docs/product.md §9: contact retry delay and step.
export const CONTACT_REQUEST_FIRST_RETRY_MS = 50
export const CONTACT_REQUEST_RETRY_STEP_MS = 50

// docs/product.md §9: Telegram bridge timeout.
export const MESSENGER_BRIDGE_TIMEOUT_MS = 100

// Then /order/pending shows, docs/product.md §2 (inferred).
export const ORDER_CREATE_PROGRESS_DELAY_MS = 1_000

// docs/product.md §9: price presets.
export const PRICE_PRESET_MULTIPLIERS: readonly number[] = [
  0.01, 0.1, 0.5, 1, 2, 3, 4, 5, 10, 20, 50, 100, 200, 500, 1000,
]

// Price refresh (inferred).
export const PRICE_REFRESH_INTERVAL_MS = 30_000

// Home page orders (inferred).
export const LATEST_ORDERS_SHOWN = 6

// Home activity refresh (inferred).
export const HOME_ACTIVITY_REFRESH_INTERVAL_MS = 60_000

// Pair list freshness (inferred).
export const PUBLIC_PAIRS_STALE_MS = 60_000

// docs/product.md §9: markup defaults.
export const MARKUP_LOGO_SIZE = { width: 200, height: 60 } as const
export const MARKUP_IMAGE_SIZE = { width: 1200, height: 630 } as const
export const MARKUP_RATING = { best: 5, worst: 1 } as const

// Blog page size (contract per_page).
export const BLOG_POSTS_PER_PAGE = 9
// Blog sidebar posts (inferred).
export const BLOG_RECENT_POSTS = 5

// docs/product.md §8: dev check for markup keys.
export const SEO_MARKUP_KEYS_CHECK = false

// docs/product.md §9: TRON address shape.
export const WITHDRAWAL_ADDRESS_LENGTH = 34
export const WITHDRAWAL_ADDRESS_PREFIX = 'T'

// docs/product.md §5: test address.
export const WITHDRAWAL_TEST_ADDRESS = `T${'1'.repeat(33)}`

// docs/product.md §9: withdrawal currency.
export const WITHDRAWAL_CURRENCY = 'USDT'
export const WITHDRAWAL_NETWORK = 'TRC20'

// History page size (inferred).
export const ACCOUNT_HISTORY_PAGE_SIZE = 10

// docs/product.md §9: verification expiry default.
export const VERIFICATION_DEFAULT_EXPIRE_DATE = '2099-01-01'

// Contract IdentityPhoto limits.
export const VERIFICATION_PHOTO_MAX_BYTES = 10 * 1024 * 1024
export const VERIFICATION_PHOTO_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp']

// docs/product.md §9: verification poll interval.
export const VERIFICATION_STATUS_POLL_MS = 5_000

// Address field limit (inferred).
export const ADDRESS_MAX_LENGTH = 128

// Memo field limit (inferred, as Cosmos).
export const MEMO_MAX_LENGTH = 256

// RFC 5321 limit, as SupportRequest.email.
export const EMAIL_MAX_LENGTH = 254

// Tag manager origin, for the CSP.
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com'

// Tag manager CSP connect-src (Google list).
export const TAG_MANAGER_CONNECT_SOURCES: readonly string[] = [
  'https://*.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
]

// Tracking consent key (inferred).
export const TRACKING_CONSENT_STORAGE_KEY = 'tracking-consent'

// Consent lifetime (inferred).
export const TRACKING_CONSENT_MAX_AGE_MS = 365 * SECONDS_PER_DAY * 1000
