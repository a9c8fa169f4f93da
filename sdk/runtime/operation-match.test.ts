import { describe, expect, it } from 'vitest'
import { matchOperation } from './operation-match'

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
