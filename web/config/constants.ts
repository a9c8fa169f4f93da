/**
 * Business constants from the product spec, each named after its meaning and tagged with
 * the spec section it comes from. One module for the whole app: add new ones here.
 * Plain values only (no imports), so that vite.config.ts and scripts can import it too.
 */

const SECONDS_PER_DAY = 24 * 60 * 60

/** §3 Entities → Cookies ("the locale cookie"): the name paraglide reads and writes. */
export const LOCALE_COOKIE_NAME = 'locale'

/** §4 Locale choice, §9: the locale cookie lasts 365 days (same-site lax). */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * SECONDS_PER_DAY

/** §9 "Loading bar: 200 ms throttle": navigations faster than this show no bar. */
export const LOADING_BAR_THROTTLE_MS = 200

/** §9 "Loading bar: … 2000 ms duration": the bar's fill animation runs over this time. */
export const LOADING_BAR_DURATION_MS = 2000

/** §9 "at most 4 route preloads at once". */
export const MAX_CONCURRENT_ROUTE_PRELOADS = 4

/** §3 Cookies "u_id (browser fingerprint)": the cookie the fingerprint is kept in. */
export const FINGERPRINT_COOKIE_NAME = 'u_id'

/** How long the u_id fingerprint lasts; the spec gives none, so a year like the locale cookie. */
export const FINGERPRINT_COOKIE_MAX_AGE_SECONDS = 365 * SECONDS_PER_DAY
