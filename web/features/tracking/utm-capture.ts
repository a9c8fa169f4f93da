import type { UtmData } from '@sdk/gen/api/types.gen'
import { UTM_RECORD_STORAGE_KEY } from '@/config/constants'
import { readFirstVisitUtm, UTM_FIELDS, writeFirstVisitUtm } from '@/domain/first-visit-utm'

/** Ad click ids kept beside the UTM tags (Google Ads: gclid, and gbraid/wbraid on iOS). */
const CLICK_ID_PARAMS = ['gclid', 'gbraid', 'wbraid'] as const

/** docs/product.md §3 "UTM record in local storage". */
export type UtmRecord = {
  /** When the visitor landed (epoch ms). */
  timestamp: number
  utmParams: UtmData
  gclidParams: Partial<Record<(typeof CLICK_ID_PARAMS)[number], string>>
  additionalInfo: {
    referrer: string
    userAgent: string
    language: string
    landingUrl: string
    /** e.g. '1920x1080' */
    screenSize: string
  }
  /** The browser session (tab) the landing happened in. */
  sessionId: string
}

/** utm_source … utm_content of a query, as { source … content }; only the ones present. */
export function utmParamsOf(search: URLSearchParams): UtmData {
  const data: UtmData = {}
  for (const field of UTM_FIELDS) {
    const value = search.get(`utm_${field}`)?.trim()
    if (value) data[field] = value
  }
  return data
}

export function clickIdsOf(search: URLSearchParams): UtmRecord['gclidParams'] {
  const ids: UtmRecord['gclidParams'] = {}
  for (const name of CLICK_ID_PARAMS) {
    const value = search.get(name)?.trim()
    if (value) ids[name] = value
  }
  return ids
}

/** What the landing page tells about the visit: the page, the browser and its session. */
export type LandingFacts = {
  url: string
  referrer: string
  userAgent: string
  language: string
  screenSize: string
  sessionId: string
  now: number
}

/**
 * docs/product.md §3 first_visit_utm: written on the first landing that carries UTM tags, and never replaced while it
 * lasts (720 hours), so an order is credited to the campaign that brought the visitor first.
 */
export function captureFirstVisitUtm(search: URLSearchParams): void {
  const utm = utmParamsOf(search)
  if (Object.keys(utm).length === 0 || readFirstVisitUtm()) return
  writeFirstVisitUtm(utm)
}

/**
 * docs/product.md §3 UTM record: every landing with UTM tags or an ad click id is recorded in local storage (the latest
 * one wins), with where the visitor came from and on what browser. Landings without them change nothing.
 */
export function captureUtmRecord(facts: LandingFacts, storage: Storage | null): UtmRecord | null {
  const search = new URL(facts.url).searchParams
  const utmParams = utmParamsOf(search)
  const gclidParams = clickIdsOf(search)
  if (Object.keys(utmParams).length === 0 && Object.keys(gclidParams).length === 0) return null
  const record: UtmRecord = {
    timestamp: facts.now,
    utmParams,
    gclidParams,
    additionalInfo: {
      referrer: facts.referrer,
      userAgent: facts.userAgent,
      language: facts.language,
      landingUrl: facts.url,
      screenSize: facts.screenSize,
    },
    sessionId: facts.sessionId,
  }
  try {
    storage?.setItem(UTM_RECORD_STORAGE_KEY, JSON.stringify(record))
  } catch (error) {
    console.warn('[tracking] the UTM record could not be stored', error)
  }
  return record
}
