import type { UtmData } from '@sdk/gen/api/types.gen'
import { FIRST_VISIT_UTM_COOKIE_NAME, REFERRAL_COOKIE_NAME } from '@/config/constants'
import { deleteCookie, readCookie } from '@/lib/cookies'

/** docs/product.md §8: an unknown referrer clears the referral cookie. */
export function forgetReferrer(): void {
  deleteCookie(REFERRAL_COOKIE_NAME)
}

const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const

/** The first-visit UTM cookie (docs/product.md §3), if it holds any of its fields; its format is JSON or a query string. */
export function orderUtmData(): UtmData | null {
  const raw = readCookie(FIRST_VISIT_UTM_COOKIE_NAME)
  if (!raw) return null
  let record: Record<string, unknown>
  try {
    const parsed: unknown = JSON.parse(raw)
    record = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {}
  } catch {
    record = Object.fromEntries(new URLSearchParams(raw))
  }
  const utm: UtmData = {}
  for (const key of UTM_KEYS) {
    const value = record[key] ?? record[`utm_${key}`]
    if (typeof value === 'string' && value) utm[key] = value
  }
  return Object.keys(utm).length > 0 ? utm : null
}
