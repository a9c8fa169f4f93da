import { operations } from '@sdk/operations.gen'
import { HttpHandler } from 'msw'
import { describe, expect, it } from 'vitest'
import { createWorld } from '../world/world'
import { createHandlers, type MockBaseUrls } from './create-handlers'

const baseUrls: MockBaseUrls = {
  api: 'http://api.test',
  dictionary: 'http://dictionary.test/content',
  blog: 'http://blog.test',
  site: 'http://site.test',
}

const keyOf = (method: string, url: string) => `${method.toUpperCase()} ${url}`

describe('createHandlers', () => {
  const handlers = createHandlers(createWorld({ seedData: false }), baseUrls)
  const handlerKeys = handlers.map((h) => {
    expect(h).toBeInstanceOf(HttpHandler)
    const { method, path } = h.info
    return keyOf(String(method), String(path))
  })
  const expected = Object.entries(operations).map(([operationId, op]) => ({
    operationId,
    key: keyOf(op.method, `${baseUrls[op.document]}${op.path.replace(/\{(\w+)\}/g, ':$1')}`),
  }))

  it.each(expected)('has exactly one handler for $operationId', ({ key }) => {
    expect(handlerKeys.filter((k) => k === key)).toEqual([key])
  })

  it('has no handler the contract does not name', () => {
    const known = new Set(expected.map((e) => e.key))
    expect(handlerKeys.filter((k) => !known.has(k))).toEqual([])
    expect(handlers).toHaveLength(expected.length)
  })
})
