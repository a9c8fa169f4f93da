import { describe, expect, it } from 'vitest'
import { parseSearch, stringifySearch } from './search-params'

describe('parseSearch', () => {
  it('keeps every value a string', () => {
    expect(parseSearch('?amount=500&send=btc&memo=007&flag=true')).toEqual({
      amount: '500',
      send: 'btc',
      memo: '007',
      flag: 'true',
    })
  })

  it('decodes values and keeps the last of a repeated key', () => {
    expect(parseSearch('a=1&a=2&q=hello%20world')).toEqual({ a: '2', q: 'hello world' })
    expect(parseSearch('')).toEqual({})
  })
})

describe('stringifySearch', () => {
  it('writes strings as they are and drops empty values', () => {
    expect(stringifySearch({ amount: '500', send: 'btc', ref: undefined, coin: null })).toBe(
      '?amount=500&send=btc',
    )
    expect(stringifySearch({})).toBe('')
  })

  it('writes numbers and booleans as text, objects as JSON', () => {
    expect(stringifySearch({ page: 2, open: true })).toBe('?page=2&open=true')
    expect(stringifySearch({ filter: { a: 1 } })).toBe('?filter=%7B%22a%22%3A1%7D')
  })

  it('round-trips', () => {
    const search = { destinationAddress: '0x00ab', amount: '0.10' }
    expect(parseSearch(stringifySearch(search))).toEqual(search)
  })
})
