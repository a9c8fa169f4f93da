// Documented triggers of the signed-in calls through the real SDK: the session cookie, the contract's
// request schema and the world's rules together.
import {
  authenticateLocal,
  createAffiliateWithdrawal,
  createLocalUser,
  getKycStatus,
  listAffiliateWithdrawals,
  submitKyc,
} from '@sdk/gen/api/sdk.gen'
import { beforeEach, describe, expect, it } from 'vitest'
import { TEST_TRON_ADDRESS } from '../world/affiliates'
import { SEED_USERS } from '../world/world-seed'
import { failure, setupSdkTestNetwork, TEST_FINGERPRINT } from './sdk-test-network'

setupSdkTestNetwork()
const PHOTO = 'data:image/jpeg;base64,/9j/4AAQ'
const withdrawal = { currencyTitle: 'USDT', networkTitle: 'TRC20', address: TEST_TRON_ADDRESS, amount: 12 }

const signIn = async (user: { email: string; password: string }) => {
  await authenticateLocal({
    body: { email: user.email, password: user.password, browserFingerprint: TEST_FINGERPRINT },
  })
}

describe('affiliate withdrawals (as demo)', () => {
  beforeEach(() => signIn(SEED_USERS.demo))

  it('answers each documented withdrawal error', async () => {
    const cases = [
      [{ ...withdrawal, amount: 5 }, 'ERR_WITHDRAWAL_TOO_SMALL', 400],
      [{ ...withdrawal, amount: 100_000 }, 'ERR_BALANCE_TOO_LOW', 409],
      [{ ...withdrawal, networkTitle: 'ERC20' }, 'ERR_NETWORK_NOT_SUPPORTED', 400],
      [{ ...withdrawal, currencyTitle: 'BTC' }, 'ERR_BALANCE_NOT_FOUND', 404],
      [{ ...withdrawal, address: `T${'0'.repeat(33)}` }, 'ERR_VALIDATION', 400],
    ] as const
    for (const [body, code, status] of cases) {
      expect(await failure(createAffiliateWithdrawal({ body }))).toMatchObject({ code, status })
    }
    const small = await failure(createAffiliateWithdrawal({ body: { ...withdrawal, amount: 5 } }))
    expect(small).toMatchObject({ message: 'Minimum withdrawal is 10 USDT', field: 'amount' })
  })

  it('creates a withdrawal (201) that the history lists', async () => {
    const { data, response } = await createAffiliateWithdrawal({ body: withdrawal })
    expect(response?.status).toBe(201)
    expect(data).toMatchObject({ status: 'pending', amount: 12 })
    const { data: page } = await listAffiliateWithdrawals({ query: { limit: 5 } })
    expect(page?.items[0]?.id).toBe(data?.id)
  })
})

describe('registration and KYC', () => {
  it('ERR_VALIDATION on the password field, ERR_USER_ALREADY_REGISTERED for a taken e-mail', async () => {
    const body = { email: 'someone@example.com', password: 'short1', browserFingerprint: TEST_FINGERPRINT }
    expect(await failure(createLocalUser({ body }))).toMatchObject({
      code: 'ERR_VALIDATION',
      field: 'password',
    })
    const noDigit = { ...body, password: 'no-digits-here' }
    expect(await failure(createLocalUser({ body: noDigit }))).toMatchObject({
      code: 'ERR_VALIDATION',
      field: 'password',
    })
    const taken = { ...body, email: SEED_USERS.demo.email, password: 'good-pass-1' }
    expect(await failure(createLocalUser({ body: taken }))).toMatchObject({
      code: 'ERR_USER_ALREADY_REGISTERED',
      status: 409,
    })
    const { response } = await createLocalUser({ body: { ...body, password: 'good-pass-1' } })
    expect(response?.status).toBe(201)
  })

  it('ERR_FORBIDDEN when KYC has passed already; a new user submits and is moved on by status reads', async () => {
    const form = {
      firstName: 'Ann',
      lastName: 'Smith',
      issueCountry: 'DE',
      birthDate: '1990-01-31',
      identityNumber: 'X123',
      facePhoto: PHOTO,
      frontPhoto: PHOTO,
      backendPhoto: PHOTO,
    }
    await signIn(SEED_USERS.demo)
    expect(await failure(submitKyc({ body: form }))).toMatchObject({ code: 'ERR_FORBIDDEN', status: 403 })
    await signIn(SEED_USERS.fresh)
    expect((await getKycStatus()).data).toEqual({ status: 'NOT_STARTED', rejectReason: null })
    expect((await submitKyc({ body: form })).data).toEqual({ status: 'CREATED', rejectReason: null })
    expect((await getKycStatus()).data?.status).toBe('PROCESS')
    expect((await getKycStatus()).data?.status).toBe('PASS')
  })
})
