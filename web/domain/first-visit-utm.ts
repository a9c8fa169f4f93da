import type { UtmData } from '@sdk/gen/api/types.gen'
import { FIRST_VISIT_UTM_COOKIE_MAX_AGE_SECONDS, FIRST_VISIT_UTM_COOKIE_NAME } from '@/config/constants'
import { readCookie, writeCookie } from '@/lib/cookies'

/**
 * The first_visit_utm cookie (docs/product.md §3 Cookies: source, medium, campaign, term, content; §9: 720 hours), kept as
 * JSON. The tracking feature writes it on a visitor's first campaign landing; the exchange feature sends it as
 * the create-order payload's utmData.
 */
export const UTM_FIELDS = [
  'source',
  'medium',
  'campaign',
  'term',
  'content',
] as const satisfies readonly (keyof UtmData)[]

/** The cookie's UTM data, or null when there is none (or it is not ours). */
export function readFirstVisitUtm(): UtmData | null {
  const raw = readCookie(FIRST_VISIT_UTM_COOKIE_NAME)
  if (!raw) return null
  try {
    const parsed: unknown = JSON.parse(raw)
    if (typeof parsed !== 'object' || parsed === null) return null
    const data: UtmData = {}
    for (const field of UTM_FIELDS) {
      const value = (parsed as Record<string, unknown>)[field]
      if (typeof value === 'string' && value) data[field] = value
    }
    return Object.keys(data).length > 0 ? data : null
  } catch {
    return null
  }
}

export function writeFirstVisitUtm(data: UtmData): void {
  writeCookie(FIRST_VISIT_UTM_COOKIE_NAME, JSON.stringify(data), FIRST_VISIT_UTM_COOKIE_MAX_AGE_SECONDS)
}
