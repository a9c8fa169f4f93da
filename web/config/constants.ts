/**
 * Business constants from the product spec, each named after its meaning and tagged with
 * the spec section it comes from. One module for the whole app: add new ones here.
 * Plain values only (no imports), so that vite.config.ts and scripts can import it too.
 */

const SECONDS_PER_DAY = 24 * 60 * 60

/** docs/product.md §3 Entities → Cookies ("the locale cookie"): the name paraglide reads and writes. */
export const LOCALE_COOKIE_NAME = 'locale'

/** docs/product.md §4 Locale choice, §9: the locale cookie lasts 365 days (same-site lax). */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * SECONDS_PER_DAY

/** docs/product.md §9 "Loading bar: 200 ms throttle": navigations faster than this show no bar. */
export const LOADING_BAR_THROTTLE_MS = 200

/** docs/product.md §9 "Loading bar: … 2000 ms duration": the bar's fill animation runs over this time. */
export const LOADING_BAR_DURATION_MS = 2000

/** docs/product.md §9 "at most 4 route preloads at once". */
export const MAX_CONCURRENT_ROUTE_PRELOADS = 4

/** docs/product.md §3 Cookies "u_id (browser fingerprint)": the cookie the fingerprint is kept in. */
export const FINGERPRINT_COOKIE_NAME = 'u_id'

/** How long the u_id fingerprint lasts; the spec gives none, so a year like the locale cookie. */
export const FINGERPRINT_COOKIE_MAX_AGE_SECONDS = 365 * SECONDS_PER_DAY

/**
 * The longest a sign-in or an order waits for the fingerprint to be computed (inferred: the library takes well under
 * a second on a phone); past it a stand-in id is sent, so the fingerprint never blocks a call.
 */
export const FINGERPRINT_TIMEOUT_MS = 5_000

/** How long a random stand-in for a fingerprint the library could not compute is kept (inferred: a day). */
export const FINGERPRINT_STAND_IN_MAX_AGE_SECONDS = SECONDS_PER_DAY

/** docs/product.md §2 rule 2, §9 "Account refresh threshold 15 minutes": older account data is fetched again on navigation. */
export const ACCOUNT_REFRESH_THRESHOLD_MS = 15 * 60 * 1000

/** docs/product.md §3 Account data "kept in local storage with the time of the last fetch": the localStorage key. */
export const ACCOUNT_STORAGE_KEY = 'account-data'

/** docs/product.md §3 Cookies "referralID": where the ref query is kept (§2 rule 3) and read at registration (§6, §8). */
export const REFERRAL_COOKIE_NAME = 'referralID'

/** docs/product.md §4 Registration "sets an in-session-registration flag": the sessionStorage key. */
export const IN_SESSION_REGISTRATION_STORAGE_KEY = 'in-session-registration'

/**
 * docs/product.md §5 Auth "When the theme enables it, registration requires accepted terms": this theme does, unless the runtime
 * configuration says otherwise (theme.registrationRequiresTerms, web/config/env.ts).
 */
export const REGISTRATION_REQUIRES_TERMS = true

/** docs/product.md §4 Health, §9 "Health: start 5 s": the first retry after a failed check, and the wait after every answer. */
export const HEALTH_CHECK_START_INTERVAL_MS = 5_000

/** docs/product.md §4 Health, §9 "x1.5 backoff": each further failed check waits this much longer. */
export const HEALTH_CHECK_BACKOFF_FACTOR = 1.5

/** docs/product.md §4 Health, §9 "30 s cap": the longest wait between failed checks. */
export const HEALTH_CHECK_MAX_INTERVAL_MS = 30_000

/** docs/product.md §4 Health, §9 "3 failure threshold": after this many failed checks an internet check decides; beyond it, unhealthy. */
export const HEALTH_FAILURE_THRESHOLD = 3

/** docs/product.md §7 "An internet check is made to a public DNS resolver": fetched no-cors; any answer means the internet works. */
export const INTERNET_CHECK_URL = 'https://1.1.1.1/cdn-cgi/trace'

/** How long the internet check may take (docs/product.md §7 gives none; inferred: well under the 10 s health timeout). */
export const INTERNET_CHECK_TIMEOUT_MS = 5_000

/** docs/product.md §8 "Notifications … auto-dismiss after 30 s by default", §9 "Notification lifetime 30 s default". */
export const NOTIFICATION_DURATION_MS = 30_000

/** docs/product.md §9 "key-delete notices and toasts 3 s (3000 ms)", §8 (error_notify_title, error_email_already_set for 3 s). */
export const TOAST_DURATION_MS = 3_000

/** docs/product.md §2 rule 3, §9 "referral cookie 1 day". */
export const REFERRAL_COOKIE_MAX_AGE_SECONDS = SECONDS_PER_DAY

/**
 * docs/product.md §9 "Translation cache 24 hours": SEO texts (§2 rule 5), section translations (§2 rule 7), and the locale messages
 * of the contract's getLocaleMessages, which are kept across reloads for this long (docs/product.md "Texts from
 * the server").
 */
export const TRANSLATION_CACHE_MS = 24 * 60 * 60 * 1000

/**
 * Where the server's locale messages are kept with the time they were fetched, one entry a locale
 * (`locale-messages:ru`); the spec names no key (inferred).
 */
export const LOCALE_MESSAGES_STORAGE_KEY = 'locale-messages'

/**
 * docs/product.md §8 "Missing or invalid-JSON SEO keys with the check flag on … fatal 500". A development check: when true,
 * a page whose SEO texts lack `seo_<page>_title`/`_description`, or whose `_markup` is not JSON, fails with 500.
 */
export const SEO_KEYS_CHECK = false

/** How long a redirect lookup (docs/product.md §2 rule 6) is reused; the spec gives none (inferred: server redirects rarely change). */
export const REDIRECT_LOOKUP_CACHE_MS = 10 * 60 * 1000

/**
 * How long the instrument list is fresh; the spec gives none (inferred: the list barely changes, so the pickers, the
 * pages' loaders and the account and order pages share one fetch of it).
 */
export const INSTRUMENTS_STALE_MS = 5 * 60_000

/**
 * The liquidity providers whose instruments the exchange form offers, as listInstrumentsV2's `providers` takes them (docs/product.md §7 "a
 * providers query that differs for fiat"): the crypto exchange's providers, and the card payment provider's (its
 * calls are under /liquidity-providers/mercuryo in the contract). Inferred: a build constant rather than start-up
 * configuration, because pre-rendered pages carry the lists under the query keys these codes make.
 */
export const CRYPTO_PROVIDER_CODES = 'lp-alpha,lp-beta'
export const CARD_PROVIDER_CODE = 'mercuryo'

/**
 * The longest a navigation waits for SEO texts and section translations (docs/product.md §2 rules 5, 7) that are not cached
 * yet; after it the page opens with its default texts (inferred: keeps navigation fast when a content service is slow).
 */
export const CONTENT_PREFETCH_MAX_WAIT_MS = 3_000

/** docs/product.md §2 rule 4, §9 "Locale redirect: ua to uk": a path prefix and the prefix it is rewritten to. */
export const LOCALE_PREFIX_REDIRECTS: Readonly<Record<string, string>> = { ua: 'uk' }

/** docs/product.md §3 Cookies "first_visit_utm (source, medium, campaign, term, content)". */
export const FIRST_VISIT_UTM_COOKIE_NAME = 'first_visit_utm'

/** docs/product.md §9 "first-visit UTM cookie 720 hours". */
export const FIRST_VISIT_UTM_COOKIE_MAX_AGE_SECONDS = 720 * 60 * 60

/** docs/product.md §3 "UTM record in local storage": its key (the spec names none; inferred). */
export const UTM_RECORD_STORAGE_KEY = 'utm_record'

/** docs/product.md §7 "The build manifest builds/latest.json is polled": how often (the spec gives none; inferred: every 5 minutes). */
export const BUILD_MANIFEST_POLL_INTERVAL_MS = 5 * 60 * 1000

/** docs/product.md §9 "reload guard 10 seconds": after a reload for a new build, no other reload is offered for this long. */
export const RELOAD_GUARD_MS = 10_000

/** docs/product.md §4 "Order polling", §9 "Order polling 5 s, stops at step 3": the order page refetches the order this often. */
export const ORDER_POLL_INTERVAL_MS = 5_000

/** docs/product.md §4 "Order step index": polling stops once the order reaches this step (3 = withdrawal completed). */
export const ORDER_POLL_STOP_STEP = 3

/** docs/product.md §9 "Coin XMR needs 50 confirmations; otherwise the order's minConfirmationsToWithdraw". */
export const XMR_REQUIRED_CONFIRMATIONS = 50

/** docs/product.md §9 "Claimed deposit shown to 8 decimals": the order page's amounts (amount to send, rate, amount to get). */
export const ORDER_AMOUNT_DECIMALS = 8

/**
 * docs/product.md §2 "redirect modal (for an order …)", §7 card payment provider (mercuryo): the https hosts an order's
 * redirectUrl may lead to. More come from VITE_REDIRECT_ALLOWED_HOSTS (web/config/env.ts); the exact hosts are
 * not in the spec (inferred from the provider named in docs/product.md §7).
 */
export const PAYMENT_REDIRECT_ALLOWED_HOSTS: readonly string[] = [
  'exchange.mercuryo.io',
  'widget.mercuryo.io',
]

/** docs/product.md §9 "Default amount 500 in both fields": the exchange form's starting amount when the URL and server give none. */
export const EXCHANGE_DEFAULT_AMOUNT = '500'

/** docs/product.md §9 "default coin btc": the receive instrument when neither the URL nor the server's default pair names one. */
export const EXCHANGE_DEFAULT_COIN_SLUG = 'btc'

/** docs/product.md §4 "Live rates", §9 "Websocket reconnect every 3 s": the wait before the rates socket reconnects after a close. */
export const RATES_SOCKET_RECONNECT_DELAY_MS = 3_000

/** docs/product.md §9 "… up to 40 attempts": after this many failed reconnects the rates socket gives up (REST fallback only). */
export const RATES_SOCKET_MAX_RECONNECT_ATTEMPTS = 40

/**
 * docs/product.md §4 Crypto exchange flow, ckm A "unless the confirmation flag in local storage is true": the localStorage key of
 * that flag (the key's name is not in the spec).
 */
export const EMAIL_CONFIRMED_STORAGE_KEY = 'exchange-email-confirmed'

/** docs/product.md §4 "Fiat flow", §9 "KYC polling every 5 s": how often the card provider's e-mail and KYC status are read again. */
export const KYC_POLL_INTERVAL_MS = 5_000

/** docs/product.md §9 "KYC polling … up to 1000 tries": after this many reads without the awaited status the flow fails (error_kyc_flow). */
export const KYC_POLL_MAX_TRIES = 1000

/**
 * docs/product.md §4 "Fiat flow … check crypto KYC status": the card provider's verification feature a fiat order needs (the
 * contract's CardProviderKycFeature names `kyc` and `crypto_kyc`).
 */
export const CARD_PROVIDER_KYC_FEATURE = 'crypto_kyc'

/** docs/product.md §9 "Fiat demo amounts: 200 usd": the amount a card purchase starts with (fiat sent). */
export const FIAT_DEMO_AMOUNT_FIAT = '200'

/** docs/product.md §9 "Fiat demo amounts: … or 0.01 of the coin": the amount a card sale starts with (coin sent for fiat). */
export const FIAT_DEMO_AMOUNT_COIN = '0.01'

/** docs/product.md §5 "Messenger popup limits": a Telegram popup's title has at most this many characters. */
export const MESSENGER_POPUP_TITLE_MAX_LENGTH = 64

/** docs/product.md §5 "message 1 to 256": the fewest characters of a popup's message. */
export const MESSENGER_POPUP_MESSAGE_MIN_LENGTH = 1

/** docs/product.md §5 "message 1 to 256": the most characters of a popup's message. */
export const MESSENGER_POPUP_MESSAGE_MAX_LENGTH = 256

/** docs/product.md §5 "at most 3 buttons". */
export const MESSENGER_POPUP_MAX_BUTTONS = 3

/** docs/product.md §5 "button id at most 64". */
export const MESSENGER_POPUP_BUTTON_ID_MAX_LENGTH = 64

/** docs/product.md §5 "button text 1 to 64": the fewest characters of a button's text. */
export const MESSENGER_POPUP_BUTTON_TEXT_MIN_LENGTH = 1

/** docs/product.md §5 "button text 1 to 64": the most characters of a button's text. */
export const MESSENGER_POPUP_BUTTON_TEXT_MAX_LENGTH = 64

/** docs/product.md §9 "Contact request polling: timeout default 5 s": how long the mini-app waits for the shared phone contact. */
export const CONTACT_REQUEST_TIMEOUT_MS = 5_000

/** docs/product.md §9 "retry delay starting at 50 ms": the wait before the second read of the requested contact. */
export const CONTACT_REQUEST_FIRST_RETRY_MS = 50

/** docs/product.md §9 "… growing by 50 ms": each further wait between reads of the requested contact is this much longer. */
export const CONTACT_REQUEST_RETRY_STEP_MS = 50

/** docs/product.md §9 "Viewport and bridge timeout 100 ms": a call to the Telegram client (viewport, theme) that waits for its answer. */
export const MESSENGER_BRIDGE_TIMEOUT_MS = 100

/**
 * (inferred; docs/product.md §2 "/order/pending while the order is being created"): a create-order that has not
 * answered after this long moves the user to /order/pending, which shows its progress; a faster one goes straight
 * to the order page, so the progress page never flashes.
 */
export const ORDER_CREATE_PROGRESS_DELAY_MS = 1_000

/** docs/product.md §9 "Price preset multipliers": the amounts the price page's converter offers with one tap. */
export const PRICE_PRESET_MULTIPLIERS: readonly number[] = [
  0.01, 0.1, 0.5, 1, 2, 3, 4, 5, 10, 20, 50, 100, 200, 500, 1000,
]

/** How often the price pages refresh the prices they show (the spec gives none; inferred: twice a minute). */
export const PRICE_REFRESH_INTERVAL_MS = 30_000

/** How many recent public orders the home page shows (listLatestPublicOrders' limit; inferred). */
export const LATEST_ORDERS_SHOWN = 6

/** How often the home page's latest orders and public stats refresh (the spec gives none; inferred). */
export const HOME_ACTIVITY_REFRESH_INTERVAL_MS = 60_000

/** How long the public pair list stays fresh, shared by the pages that read it (the spec gives none; inferred). */
export const PUBLIC_PAIRS_STALE_MS = 60_000

/** docs/product.md §9 "Markup defaults: logo 200x60, image 1200x630, rating 5 best and 1 worst" (JSON-LD, Open Graph, CMS images). */
export const MARKUP_LOGO_SIZE = { width: 200, height: 60 } as const
export const MARKUP_IMAGE_SIZE = { width: 1200, height: 630 } as const
export const MARKUP_RATING = { best: 5, worst: 1 } as const

/** Blog posts on one listing page (spec silent; the blog contract's `per_page` default). */
export const BLOG_POSTS_PER_PAGE = 9
/** Recent posts in the blog sidebar (spec silent). */
export const BLOG_RECENT_POSTS = 5

/**
 * docs/product.md §8 "… or missing translation markup keys with the config check on: fatal 500". A development check: when true,
 * a page whose SEO texts lack `seo_<page>_markup` fails with 500. (web/lib/seo-keys.test.ts runs both checks
 * over every page's texts in both locales at test time.)
 */
export const SEO_MARKUP_KEYS_CHECK = false

/** docs/product.md §5, §9 "Withdrawal address 34 characters starting with T": the length and first character of a TRON address. */
export const WITHDRAWAL_ADDRESS_LENGTH = 34
export const WITHDRAWAL_ADDRESS_PREFIX = 'T'

/** docs/product.md §5 "the special all-ones test address starting with T": accepted by the client as it is. */
export const WITHDRAWAL_TEST_ADDRESS = `T${'1'.repeat(33)}`

/** docs/product.md §9 "minimum given by the server, in USDT": withdrawals are paid in USDT on TRC20 (the contract's WithdrawalRequest). */
export const WITHDRAWAL_CURRENCY = 'USDT'
export const WITHDRAWAL_NETWORK = 'TRC20'

/** Rows per page of the account histories (withdrawals, accruals, cashbacks); a UI choice, the spec gives none. */
export const ACCOUNT_HISTORY_PAGE_SIZE = 10

/** docs/product.md §3, §9 "Default verification expiry date 2099-01-01". */
export const VERIFICATION_DEFAULT_EXPIRE_DATE = '2099-01-01'

/** The contract's IdentityPhoto: JPEG, PNG or WebP, at most about 10 MB before encoding. */
export const VERIFICATION_PHOTO_MAX_BYTES = 10 * 1024 * 1024
export const VERIFICATION_PHOTO_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp']

/** docs/product.md §9 "KYC polling every 5 s": how often a submitted identity check's status is read while it is pending. */
export const VERIFICATION_STATUS_POLL_MS = 5_000

/**
 * "Bad input": the longest address a field takes (destination, refund, withdrawal, order shortcut). The
 * contract gives none; inferred: the longest addresses in use (Cardano Byron, Monero integrated) stay under 120.
 */
export const ADDRESS_MAX_LENGTH = 128

/**
 * The longest memo / destination tag a field takes. The contract gives none (an Instrument only says
 * `requiresMemo`); inferred: Cosmos SDK chains and EOS take 256, XRP tags and Stellar memos are far shorter.
 */
export const MEMO_MAX_LENGTH = 256

/** The longest e-mail address: RFC 5321's 254-character path, the contract's SupportRequest.email maxLength. */
export const EMAIL_MAX_LENGTH = 254

/**
 * The tag manager (docs/product.md "Tag manager"): Google Tag Manager. Its loader comes from this origin
 * (`/gtm.js?id=<container>`), and the tags a container usually runs (Google Analytics) load from it too; the
 * Content-Security-Policy allows it when a container is configured (scripts/start-nginx-conf.ts).
 */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com'

/**
 * Where the tags of a Google Tag Manager container send what they measure (Google's own list for Google
 * Analytics 4 under a Content-Security-Policy): the policy's connect-src when a container is configured.
 */
export const TAG_MANAGER_CONNECT_SOURCES: readonly string[] = [
  'https://*.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
]

/** The visitor's answer to the tag manager's consent question (inferred: the spec names no key). */
export const TRACKING_CONSENT_STORAGE_KEY = 'tracking-consent'

/**
 * How long that answer stands before the question comes again (inferred: the spec gives none; a year, as the
 * locale cookie, within what European regulators accept for a consent choice).
 */
export const TRACKING_CONSENT_MAX_AGE_MS = 365 * SECONDS_PER_DAY * 1000
