// The contract tests are only as good as their validator: it must accept the contract's own examples and
// refuse answers that break the contract.
import { errorHttpStatus } from '@sdk/operation-contract.gen'
import { operations } from '@sdk/operations.gen'
import { describe, expect, it } from 'vitest'
import { checkAnswer } from './contract-session'
import { responseValidator } from './response-validator'

const v = responseValidator()
const error = (code: string) => ({ code, message: 'x', traceId: 't' })

describe('the response validator', () => {
  it('indexes exactly the operations of the contract, with their statuses and codes', () => {
    expect([...v.operations.keys()].sort()).toEqual(Object.keys(operations).sort())
    for (const [id, op] of Object.entries(operations)) {
      const indexed = v.operations.get(id)
      expect(indexed?.statuses.map(Number).sort()).toEqual([...op.statuses].sort())
      expect(indexed?.errorCodes.slice().sort()).toEqual([...op.errorCodes].sort())
    }
  })

  it('takes the status of each code from ErrorCode x-http-status', () => {
    for (const [code, status] of Object.entries(errorHttpStatus)) expect(v.httpStatus(code)).toBe(status)
  })

  it("accepts every example of every operation's responses", () => {
    for (const op of v.operations.values()) {
      const root = v.document(op.document)
      for (const [status, pointer] of Object.entries(op.responsePointers)) {
        const response = pointer
          .slice(2)
          .split('/')
          .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
          .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], root) as {
          content?: Record<string, { example?: unknown; examples?: Record<string, { value: unknown }> }>
        }
        const json = response.content?.['application/json']
        const examples = [
          ...(json?.example === undefined ? [] : [json.example]),
          ...Object.values(json?.examples ?? {}).map((e) => e.value),
        ]
        for (const example of examples) {
          const schema = `${pointer}/content/application~1json/schema`
          expect(v.validateSchema(op.document, schema, example), `${op.operationId} ${status}`).toEqual([])
        }
      }
    }
  })

  it('refuses an undeclared status, a wrong body, an undeclared code and a code on the wrong status', () => {
    expect(v.check('getAccountData', 404, error('ERR_NOT_FOUND')).problems[0]).toMatch(/not declared/)
    expect(v.check('getAccountData', 200, { userId: 'x' }).problems.length).toBeGreaterThan(0)
    expect(v.check('getAccountData', 401, error('ERR_VALIDATION')).problems.join()).toMatch(/x-error-codes/)
    expect(v.check('createPublicOrder', 400, error('ERR_FORBIDDEN')).problems.join()).toMatch(/sent with 400/)
    expect(v.check('logout', 204, { unexpected: true }).problems.join()).toMatch(/declares no body/)
    expect(v.check('getAccountData', 401, { message: 'no code' }).problems.length).toBeGreaterThan(0)
    expect(v.check('getAccountData', 401, error('ERR_UNAUTHORIZED'))).toEqual({
      problems: [],
      code: 'ERR_UNAUTHORIZED',
    })
  })

  it('makes checkAnswer throw on a violation and on a body that is not JSON', async () => {
    const json = (body: unknown, status: number) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
    await expect(checkAnswer('getHealth', json({ status: 'MAYBE' }, 200))).rejects.toThrow(
      /Contract violation/,
    )
    await expect(checkAnswer('getHealth', new Response('<html>', { status: 200 }))).rejects.toThrow(
      /not JSON/,
    )
    await expect(checkAnswer('getHealth', json({ status: 'OK' }, 200))).resolves.toMatchObject({
      status: 200,
    })
  })
})
