// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { FIRST_VISIT_UTM_COOKIE_NAME, UTM_RECORD_STORAGE_KEY } from '@/config/constants'
import { readFirstVisitUtm } from '@/domain/first-visit-utm'
import { deleteCookie, readCookie } from '@/lib/cookies'
import { captureFirstVisitUtm, captureUtmRecord, type LandingFacts, utmParamsOf } from './utm-capture'

const query = (q: string) => new URLSearchParams(q)

const facts = (url: string): LandingFacts => ({
  url,
  referrer: 'https://search.example/',
  userAgent: 'TestBrowser/1.0',
  language: 'ru-RU',
  screenSize: '390x844',
  sessionId: 'session-1',
  now: 1_700_000_000_000,
})

afterEach(() => {
  deleteCookie(FIRST_VISIT_UTM_COOKIE_NAME)
  localStorage.clear()
})

describe('UTM capture (docs/product.md §3)', () => {
  it('reads the five utm_* tags by their short names', () => {
    expect(
      utmParamsOf(
        query('utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_term=btc&utm_content=ad1&x=1'),
      ),
    ).toEqual({ source: 'google', medium: 'cpc', campaign: 'spring', term: 'btc', content: 'ad1' })
  })

  it('writes first_visit_utm on the first landing with UTM tags', () => {
    captureFirstVisitUtm(query('utm_source=google&utm_campaign=spring'))
    expect(readFirstVisitUtm()).toEqual({ source: 'google', campaign: 'spring' })
    expect(JSON.parse(readCookie(FIRST_VISIT_UTM_COOKIE_NAME) ?? '')).toEqual({
      source: 'google',
      campaign: 'spring',
    })
  })

  it('keeps the first campaign when a later landing has other tags', () => {
    captureFirstVisitUtm(query('utm_source=google'))
    captureFirstVisitUtm(query('utm_source=newsletter&utm_medium=email'))
    expect(readFirstVisitUtm()).toEqual({ source: 'google' })
  })

  it('writes nothing for a landing without UTM tags', () => {
    captureFirstVisitUtm(query('ref=abc'))
    expect(readCookie(FIRST_VISIT_UTM_COOKIE_NAME)).toBeNull()
  })

  it('stores the UTM record with the click ids and the browser facts', () => {
    const url = 'https://swap.example/?utm_source=google&gclid=Cj0KCQ&ref=abc'
    captureUtmRecord(facts(url), localStorage)
    expect(JSON.parse(localStorage.getItem(UTM_RECORD_STORAGE_KEY) ?? 'null')).toEqual({
      timestamp: 1_700_000_000_000,
      utmParams: { source: 'google' },
      gclidParams: { gclid: 'Cj0KCQ' },
      additionalInfo: {
        referrer: 'https://search.example/',
        userAgent: 'TestBrowser/1.0',
        language: 'ru-RU',
        landingUrl: url,
        screenSize: '390x844',
      },
      sessionId: 'session-1',
    })
  })

  it('records an ad click without UTM tags, and nothing for a plain visit', () => {
    expect(captureUtmRecord(facts('https://swap.example/?gbraid=abc'), localStorage)?.gclidParams).toEqual({
      gbraid: 'abc',
    })
    localStorage.clear()
    expect(captureUtmRecord(facts('https://swap.example/support'), localStorage)).toBeNull()
    expect(localStorage.getItem(UTM_RECORD_STORAGE_KEY)).toBeNull()
  })

  it('replaces the record with the latest campaign landing', () => {
    captureUtmRecord(facts('https://swap.example/?utm_source=google'), localStorage)
    captureUtmRecord(facts('https://swap.example/?utm_source=newsletter'), localStorage)
    expect(JSON.parse(localStorage.getItem(UTM_RECORD_STORAGE_KEY) ?? 'null').utmParams).toEqual({
      source: 'newsletter',
    })
  })
})
