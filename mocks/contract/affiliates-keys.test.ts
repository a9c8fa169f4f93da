// Contract tests, tags `affiliates` and `api-keys`: rewards, withdrawals and the user's API keys.
import type { ErrorCode } from '@sdk/operations.gen'
import { describe, expect, it } from 'vitest'
import { TEST_TRON_ADDRESS, WITHDRAWAL_MIN_USDT } from '../world/affiliates'
import { SEED_API_KEYS } from '../world/world-seed'
import {
  type Cases,
  describeOperations,
  expectCode,
  expectOk,
  serveContractFile,
  uncovered,
} from './contract-harness'
import { type Session, signedIn } from './contract-session'

const ctx = serveContractFile('affiliates-keys')

const withdrawal = { currencyTitle: 'USDT', networkTitle: 'TRC20', address: TEST_TRON_ADDRESS, amount: 12 }
const withdraw = (s: Session, body: typeof withdrawal) =>
  s.api.POST('/api/v1/affiliates/withdrawals', { body })
const update = (s: Session, apiId: string, whiteListIp: string[] = []) =>
  s.api.POST('/api/v1/users/update-api-key', {
    body: { apiId, name: 'Renamed', whiteListIp, isActive: true },
  })
const remove = (s: Session, apiId: string) => s.api.POST('/api/v1/users/delete-api-key', { body: { apiId } })

const page = (
  path: '/api/v1/affiliates/accruals' | '/api/v1/affiliates/cashbacks' | '/api/v1/affiliates/withdrawals',
) => ({
  valid: (s: Session) => s.api.GET(path, { params: { query: { offset: 0, limit: 10 } } }),
  invalid: [
    {
      name: 'limit out of range',
      call: (s: Session) => s.api.GET(path, { params: { query: { limit: 1000 } } }),
      code: 'ERR_VALIDATION' as const,
    },
    {
      name: 'offset negative',
      call: (s: Session) => s.api.GET(path, { params: { query: { offset: -1 } } }),
      code: 'ERR_VALIDATION' as const,
    },
  ],
})

const cases: Cases = {
  getReferrerId: {
    valid: (s) => s.api.GET('/api/v1/affiliates/referrer-id'),
    noInvalidBecause: 'it takes no input and declares no 400 (no session is checked as 401)',
  },
  listAffiliateBalances: {
    valid: (s) => s.api.GET('/api/v1/affiliates/balances'),
    noInvalidBecause: 'it takes no input and declares no 400 (no session is checked as 401)',
  },
  listAffiliateAccruals: page('/api/v1/affiliates/accruals'),
  listCashbacks: page('/api/v1/affiliates/cashbacks'),
  getCashbackTotals: {
    valid: (s) => s.api.GET('/api/v1/affiliates/cashbacks/totals'),
    noInvalidBecause: 'it takes no input and declares no 400 (no session is checked as 401)',
  },
  listAffiliateWithdrawals: page('/api/v1/affiliates/withdrawals'),
  createAffiliateWithdrawal: {
    valid: (s) => withdraw(s, withdrawal),
    invalid: [
      {
        name: 'amount not a number',
        call: (s) => withdraw(s, { ...withdrawal, amount: 'all' as never }),
        code: 'ERR_VALIDATION',
      },
      {
        name: 'address not 34 characters',
        call: (s) => withdraw(s, { ...withdrawal, address: 'T123' }),
        code: 'ERR_VALIDATION',
      },
    ],
  },
  generateApiKey: {
    valid: (s) => s.api.POST('/api/v1/users/generate-api-key', { body: { name: 'CI bot' } }),
    invalid: [
      {
        name: 'name not a string',
        call: (s) => s.api.POST('/api/v1/users/generate-api-key', { body: { name: 42 as never } }),
        code: 'ERR_VALIDATION',
      },
    ],
  },
  listApiKeys: {
    valid: (s) => s.api.GET('/api/v1/users/list-api-key'),
    noInvalidBecause: 'it takes no input and declares no 400 (no session is checked as 401)',
  },
  updateApiKey: {
    valid: (s) => update(s, SEED_API_KEYS.demoBot, ['203.0.113.8']),
    invalid: [
      {
        name: 'isActive missing',
        call: (s) =>
          s.api.POST('/api/v1/users/update-api-key', {
            body: { apiId: SEED_API_KEYS.demoBot, name: 'x', whiteListIp: [] } as never,
          }),
        code: 'ERR_VALIDATION',
      },
    ],
  },
  deleteApiKey: {
    valid: (s) => remove(s, SEED_API_KEYS.demoOld),
    invalid: [{ name: 'apiId empty', call: (s) => remove(s, ''), code: 'ERR_VALIDATION' }],
  },
}

describe('affiliates and API keys', () => {
  it('covers every operation of the tags', () =>
    expect(uncovered(['affiliates', 'api-keys'], cases)).toEqual([]))
  describeOperations(ctx, cases)
})

describe('affiliates: documented error triggers', () => {
  const triggers: [string, typeof withdrawal, ErrorCode][] = [
    ['more than the balance', { ...withdrawal, amount: 100_000 }, 'ERR_BALANCE_TOO_LOW'],
    ['a currency without a balance', { ...withdrawal, currencyTitle: 'BTC' }, 'ERR_BALANCE_NOT_FOUND'],
    [`less than ${WITHDRAWAL_MIN_USDT} USDT`, { ...withdrawal, amount: 5 }, 'ERR_WITHDRAWAL_TOO_SMALL'],
    ['a network other than TRC20', { ...withdrawal, networkTitle: 'ERC20' }, 'ERR_NETWORK_NOT_SUPPORTED'],
    ['an invalid TRON address', { ...withdrawal, address: `T${'0'.repeat(33)}` }, 'ERR_VALIDATION'],
  ]
  for (const [name, body, code] of triggers) {
    it(`withdrawing ${name} → ${code}`, async () => {
      const res = await withdraw(await signedIn(ctx.url), body)
      expectCode(res, code)
      if (code === 'ERR_WITHDRAWAL_TOO_SMALL')
        expect((res.error as { message: string }).message).toContain(String(WITHDRAWAL_MIN_USDT))
    })
  }

  it('a withdrawal shows up in the history and lowers the balance', async () => {
    const s = await signedIn(ctx.url)
    const before = await s.api.GET('/api/v1/affiliates/withdrawals')
    expectOk(await withdraw(s, withdrawal), 201)
    const after = await s.api.GET('/api/v1/affiliates/withdrawals')
    expect(after.data?.total).toBe((before.data?.total ?? 0) + 1)
  })
})

describe('API keys: documented error triggers', () => {
  it("another user's key → ERR_NOT_ENOUGH_PERMISSIONS; an unknown key → ERR_NOT_FOUND", async () => {
    const s = await signedIn(ctx.url)
    expectCode(await update(s, SEED_API_KEYS.admin), 'ERR_NOT_ENOUGH_PERMISSIONS')
    expectCode(await remove(s, SEED_API_KEYS.admin), 'ERR_NOT_ENOUGH_PERMISSIONS')
    expectCode(await update(s, 'ak_NOPE0000'), 'ERR_NOT_FOUND')
    expectCode(await remove(s, 'ak_NOPE0000'), 'ERR_NOT_FOUND')
  })

  it('an invalid whitelisted IP → ERR_VALIDATION', async () => {
    const res = await update(await signedIn(ctx.url), SEED_API_KEYS.demoBot, ['999.1.1.1'])
    expectCode(res, 'ERR_VALIDATION')
    expect((res.error as { field?: string }).field).toBe('whiteListIp')
  })

  it('a generated key is listed without its secret and can be deleted', async () => {
    const s = await signedIn(ctx.url)
    const created = await s.api.POST('/api/v1/users/generate-api-key', { body: { name: 'Temp' } })
    expectOk(created, 201)
    const apiId = created.data?.apiId ?? ''
    const listed = (await s.api.GET('/api/v1/users/list-api-key')).data?.find((k) => k.apiId === apiId)
    expect(listed).toBeDefined()
    expect(listed).not.toHaveProperty('secret')
    expectOk(await remove(s, apiId), 204)
  })
})
