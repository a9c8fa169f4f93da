// Contract tests, tags `card-provider` and `kyc`: the card payment provider's user calls and our own KYC.
import type { VerificationData } from '@sdk/gen/api/types.gen'
import { describe, expect, it } from 'vitest'
import { DEFAULT_EXPIRE_DATE } from '../world/kyc'
import { SEED_USERS } from '../world/world-seed'
import {
  type Cases,
  describeOperations,
  expectCode,
  expectOk,
  serveContractFile,
  uncovered,
} from './contract-harness'
import { type Session, signedIn } from './contract-session'

const ctx = serveContractFile('card-provider-kyc')
const { demo, fresh } = SEED_USERS
const PHOTO = 'data:image/png;base64,iVBORw0KGgo='

const verification = (extra: Partial<VerificationData> = {}): VerificationData => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  issueCountry: 'GB',
  birthDate: '1990-12-10',
  identityType: 'passport',
  identityNumber: 'P1234567',
  facePhoto: PHOTO,
  frontPhoto: PHOTO,
  ...extra,
})

const submit = (s: Session, body: VerificationData) =>
  s.api.POST('/api/v1/users/kyc/submit', { body: { expireDate: DEFAULT_EXPIRE_DATE, ...body } })
const accessToken = (s: Session, feature: string) =>
  s.api.GET('/api/v1/liquidity-providers/mercuryo/kyc/access-token', { params: { query: { feature } } })

const cases: Cases = {
  cardProviderSignUp: {
    user: 'fresh',
    valid: (s) =>
      s.api.POST('/api/v1/liquidity-providers/mercuryo/user/sign-up', {
        body: { accept: true, email: fresh.email },
      }),
    invalid: [
      {
        name: 'accept not a boolean',
        call: (s) =>
          s.api.POST('/api/v1/liquidity-providers/mercuryo/user/sign-up', {
            body: { accept: 'yes' as never, email: fresh.email },
          }),
        code: 'ERR_VALIDATION',
      },
    ],
  },
  cardProviderSignIn: {
    valid: (s) =>
      s.api.POST('/api/v1/liquidity-providers/mercuryo/user/sign-in', { body: { email: demo.email } }),
    invalid: [
      {
        name: 'email missing',
        call: (s) => s.api.POST('/api/v1/liquidity-providers/mercuryo/user/sign-in', { body: {} as never }),
        code: 'ERR_VALIDATION',
      },
    ],
  },
  getCardProviderContacts: {
    valid: (s) => s.api.GET('/api/v1/liquidity-providers/mercuryo/user/contacts'),
    noInvalidBecause: 'it takes no input and declares no 400 (no session is checked as 401)',
  },
  getCardProviderKycStatus: {
    valid: (s) => s.api.GET('/api/v1/liquidity-providers/mercuryo/user/kyc-status'),
    noInvalidBecause: 'it takes no input and declares no 400 (no session is checked as 401)',
  },
  getCardProviderKycAccessToken: {
    valid: (s) => accessToken(s, 'kyc'),
    invalid: [
      { name: 'feature empty', call: (s) => accessToken(s, ''), code: 'ERR_VALIDATION' },
      { name: 'feature unknown', call: (s) => accessToken(s, 'selfie'), code: 'ERR_VALIDATION' },
    ],
  },
  submitKyc: {
    user: 'fresh',
    valid: (s) => submit(s, verification()),
    invalid: [
      {
        name: 'birthDate not a date',
        call: (s) => submit(s, verification({ birthDate: 'yesterday' })),
        code: 'ERR_VALIDATION',
      },
      {
        name: 'facePhoto not an image',
        call: (s) => submit(s, verification({ facePhoto: 'hello' })),
        code: 'ERR_VALIDATION',
      },
    ],
  },
  getKycStatus: {
    valid: (s) => s.api.GET('/api/v1/users/kyc/status'),
    noInvalidBecause: 'it takes no input and declares no 400 (no session is checked as 401)',
  },
}

describe('card provider and KYC', () => {
  it('covers every operation of the tags', () =>
    expect(uncovered(['card-provider', 'kyc'], cases)).toEqual([]))
  describeOperations(ctx, cases)
})

describe('card provider and KYC: documented error triggers', () => {
  it('card provider calls before sign-up → ERR_NOT_FOUND', async () => {
    const s = await signedIn(ctx.url, 'fresh')
    const signIn = await s.api.POST('/api/v1/liquidity-providers/mercuryo/user/sign-in', {
      body: { email: fresh.email },
    })
    expectCode(signIn, 'ERR_NOT_FOUND')
    expectCode(await s.api.GET('/api/v1/liquidity-providers/mercuryo/user/contacts'), 'ERR_NOT_FOUND')
    expectCode(await s.api.GET('/api/v1/liquidity-providers/mercuryo/user/kyc-status'), 'ERR_NOT_FOUND')
    expectCode(await accessToken(s, 'kyc'), 'ERR_NOT_FOUND')
  })

  it('signing up twice → ERR_USER_ALREADY_REGISTERED (Email already registered)', async () => {
    const s = await signedIn(ctx.url)
    const res = await s.api.POST('/api/v1/liquidity-providers/mercuryo/user/sign-up', {
      body: { accept: true, email: demo.email },
    })
    expectCode(res, 'ERR_USER_ALREADY_REGISTERED')
  })

  it('submitting KYC that passed → ERR_FORBIDDEN; an idcard without its back → ERR_VALIDATION', async () => {
    expectCode(await submit(await signedIn(ctx.url), verification()), 'ERR_FORBIDDEN')
    const idcard = verification({ identityType: 'idcard' })
    const res = await submit(await signedIn(ctx.url, 'fresh'), idcard)
    expectCode(res, 'ERR_VALIDATION')
    expect((res.error as { field?: string }).field).toBe('backendPhoto')
  })

  it('KYC moves from CREATED to a final state on status reads', async () => {
    const s = await signedIn(ctx.url, 'fresh')
    expectOk(await submit(s, verification()))
    const states: string[] = []
    for (let i = 0; i < 4; i++) {
      const res = await s.api.GET('/api/v1/users/kyc/status')
      expectOk(res)
      states.push(String(res.data?.status))
    }
    expect(states.at(-1)).toBe('PASS')
  })
})
