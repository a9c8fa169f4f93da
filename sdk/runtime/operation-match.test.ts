import { describe, expect, it } from 'vitest'
import { matchOperation, timeoutFor } from './operation-match'

const at = (path: string) => new URL(path, 'http://site.test')

describe('matchOperation', () => {
  it('takes the docs section translations for getBlogTranslations, not for listDocs whose path they end with', () => {
    expect(matchOperation('GET', at('/content/blog/translations/docs'))).toBe('getBlogTranslations')
    expect(matchOperation('GET', at('/content/blog/docs'))).toBe('listDocs')
    expect(matchOperation('GET', at('/content/blog/docs/getting-started'))).toBe('getDoc')
  })

  it('compares the end of the path, under any base path', () => {
    expect(matchOperation('GET', at('/content/blog/posts/guides%2Fwallets'))).toBe('getBlogPost')
    expect(matchOperation('GET', at('/api/v1/orders/public/latest'))).toBe('listLatestPublicOrders')
    expect(matchOperation('get', at('/api/v1/health'))).toBe('getHealth')
  })

  it('knows no operation for another method or path', () => {
    expect(matchOperation('DELETE', at('/api/v1/health'))).toBeNull()
    expect(matchOperation('GET', at('/nowhere'))).toBeNull()
  })
})

describe('timeoutFor', () => {
  it('takes the x-timeout-ms-by-query variant of a value (all=true) or of any value (name=*)', () => {
    expect(timeoutFor('listInstrumentsV2', at('/api/v2/instruments/public?all=true'))).toBe(3_000)
    expect(timeoutFor('listInstrumentsV2', at('/api/v2/instruments/public?all=false'))).toBe(15_000)
    expect(timeoutFor('listInstrumentsV2', at('/api/v2/instruments/public?providers=mercuryo'))).toBe(15_000)
    // The exchange form's receive list is asked while the user picks; the whole ranked list by a page's loader.
    expect(timeoutFor('listPublicPairsV2', at('/api/v2/pairs/public?instrumentFromSlug=btc'))).toBe(3_000)
    expect(timeoutFor('listPublicPairsV2', at('/api/v2/pairs/public'))).toBe(30_000)
  })
})
