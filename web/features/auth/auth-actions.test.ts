// @vitest-environment jsdom
import { logout } from '@sdk/gen/api/sdk.gen'
import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { FINGERPRINT_COOKIE_NAME, REFERRAL_COOKIE_NAME } from '@/config/constants'
import { deleteCookie, readCookie, writeCookie } from '@/lib/cookies'
import { createSessionStore, type SessionStore } from '@/lib/session/session-store'
import { TEST_VISITOR_ID } from '@/test/fingerprint-stand-in'
import { setupSdkTestNetwork } from '@/test/sdk-test-network'
import { register, signIn } from './auth-actions'

const network = setupSdkTestNetwork()
const bodies: Array<Record<string, unknown>> = []
const signInBodies: Array<Record<string, unknown>> = []
let session: SessionStore

beforeAll(() => {
  network.server.events.on('request:start', async ({ request }) => {
    const path = new URL(request.url).pathname
    if (path === '/api/v1/users/local/create') bodies.push(await request.clone().json())
    if (path === '/api/v1/users/local/authenticate') signInBodies.push(await request.clone().json())
  })
})
beforeEach(() => {
  bodies.length = 0
  signInBodies.length = 0
  session = createSessionStore({ queryClient: new QueryClient(), sdkEvents: network.sdk.events })
})
afterEach(async () => {
  session.dispose()
  await logout()
  deleteCookie(REFERRAL_COOKIE_NAME)
  deleteCookie(FINGERPRINT_COOKIE_NAME)
  localStorage.clear()
})

describe('the browser fingerprint at registration and sign-in', () => {
  it('is the u_id cookie’s id, computed and kept there when there is none', async () => {
    await register(session, { email: 'fp-1@example.com', password: 'fp-pass-11' }, '')
    await waitForBodies(1)
    expect(bodies[0]?.browserFingerprint).toBe(TEST_VISITOR_ID)
    expect(signInBodies.at(-1)?.browserFingerprint).toBe(TEST_VISITOR_ID)
    expect(readCookie(FINGERPRINT_COOKIE_NAME)).toBe(TEST_VISITOR_ID)

    writeCookie(FINGERPRINT_COOKIE_NAME, 'kept-in-u-id', 60)
    await logout()
    await signIn(session, { email: 'fp-1@example.com', password: 'fp-pass-11' })
    expect(signInBodies.at(-1)?.browserFingerprint).toBe('kept-in-u-id')
  })
})

describe('the referral id at registration (docs/product.md §6, §8)', () => {
  it('is sent with the registration when it applies', async () => {
    writeCookie(REFERRAL_COOKIE_NAME, 'ref_DEMO42', 60)
    await register(session, { email: 'ref-1@example.com', password: 'ref-pass-1' }, 'ref_DEMO42')
    await waitForBodies(1)
    expect(bodies[0]).toMatchObject({ email: 'ref-1@example.com', referrerAffiliateId: 'ref_DEMO42' })
    expect(session.getState().isSignedIn).toBe(true)
  })

  it('is not sent when no id is configured', async () => {
    writeCookie(REFERRAL_COOKIE_NAME, 'ref_DEMO42', 60)
    await register(session, { email: 'ref-2@example.com', password: 'ref-pass-1' }, '')
    await waitForBodies(1)
    expect(bodies[0]).not.toHaveProperty('referrerAffiliateId')
  })

  it('an unknown one clears the referral cookie and the registration goes through without it', async () => {
    writeCookie(REFERRAL_COOKIE_NAME, 'ref_GONE00', 60)
    await register(session, { email: 'ref-3@example.com', password: 'ref-pass-1' }, 'ref_GONE00')
    await waitForBodies(2)
    expect(bodies[0]).toMatchObject({ referrerAffiliateId: 'ref_GONE00' })
    expect(bodies[1]).not.toHaveProperty('referrerAffiliateId')
    expect(readCookie(REFERRAL_COOKIE_NAME)).toBeNull()
    expect(session.getState().account?.email).toBe('ref-3@example.com')
  })
})

async function waitForBodies(n: number) {
  for (let i = 0; i < 100 && bodies.length < n; i++) await new Promise((resolve) => setTimeout(resolve, 10))
  expect(bodies).toHaveLength(n)
}
