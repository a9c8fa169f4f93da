import { authenticateLocal, cardProviderSignUp, createLocalUser, logout } from '@sdk/gen/api/sdk.gen'
import { isApiError } from '@sdk/runtime/api-error'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { KYC_POLL_INTERVAL_MS, KYC_POLL_MAX_TRIES } from '@/config/constants'
import { kycFlowErrorMessage } from '@/lib/error-message'
import { m } from '@/paraglide/messages.js'
import { setupSdkTestNetwork } from '@/test/sdk-test-network'
import { KycRejectedError, type KycStep, runKycFlow } from './kyc-flow'
import { PollExhaustedError } from './poll'

const network = setupSdkTestNetwork()
const { world } = network

/** The card provider calls the flow made, in order (method and the path after /mercuryo/). */
const calls: string[] = []
beforeAll(() => {
  network.server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname
    if (path.includes('/mercuryo/')) calls.push(path.split('/mercuryo/')[1] as string)
  })
})
afterEach(async () => {
  await logout().catch(() => {})
  world.reset()
  calls.length = 0
})

const FRESH = { email: 'new@example.com', password: 'new-pass-1' }
const VERIFIED = { email: 'demo@example.com', password: 'demo-pass-1' }

async function signIn({ email, password }: { email: string; password: string }) {
  await authenticateLocal({
    body: { email, password, browserFingerprint: 'fp-test-0001' },
    throwOnError: true,
  })
}

/**
 * Runs the flow with the waits recorded instead of waited; when the KYC form opens, the user sends it with
 * `lastName` (what the mock card provider's KYC page does, mocks/card-provider/kyc-page.ts).
 */
async function run(email: string, poll: { maxTries?: number } = {}, lastName = 'Doe') {
  const steps: KycStep['kind'][] = []
  const waits: number[] = []
  await runKycFlow({
    email,
    onStep: (step) => {
      steps.push(step.kind)
      if (step.kind === 'identity-check') world.cardProvider.submitKycForm(step.kycAccessToken, lastName)
    },
    poll: {
      ...poll,
      sleep: async (ms) => {
        waits.push(ms)
      },
    },
  })
  return { steps, waits }
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected the flow to fail')
}

describe('runKycFlow (docs/product.md §4 Fiat flow, §7 card provider calls)', () => {
  it('signs up and in, waits for the e-mail, opens the KYC form and waits until the check is complete', async () => {
    await signIn(FRESH)
    const { steps, waits } = await run(FRESH.email)
    expect(steps).toEqual(['provider-account', 'confirm-email', 'identity-check'])
    expect(calls).toEqual([
      'user/sign-up',
      'user/sign-in',
      'user/contacts', // new
      'user/contacts', // confirmed on the second read (the mock's default)
      'user/kyc-status', // not_started
      'kyc/access-token',
      'user/kyc-status', // pending
      'user/kyc-status', // complete
    ])
    // docs/product.md §9: every wait between two reads is the KYC polling interval.
    expect(waits).toEqual([KYC_POLL_INTERVAL_MS, KYC_POLL_INTERVAL_MS])
    expect(KYC_POLL_INTERVAL_MS).toBe(5_000)
    expect(KYC_POLL_MAX_TRIES).toBe(1000)
    expect(world.cardProvider.kycComplete(1002)).toBe(true)
  })

  it("tolerates 'Email already registered' at sign-up and goes on", async () => {
    await signIn(FRESH)
    await cardProviderSignUp({ body: { accept: true, email: FRESH.email }, throwOnError: true })
    calls.length = 0
    const { steps } = await run(FRESH.email)
    expect(steps.at(-1)).toBe('identity-check')
    expect(calls.slice(0, 2)).toEqual(['user/sign-up', 'user/sign-in'])
  })

  it('skips the form when the crypto KYC is already complete', async () => {
    await signIn(VERIFIED)
    const { steps } = await run(VERIFIED.email)
    expect(steps).toEqual(['provider-account'])
    expect(calls).not.toContain('kyc/access-token')
  })

  it('fails with error_kyc_flow when the provider rejects the check', async () => {
    const email = 'kycfail@example.com'
    await createLocalUser({
      body: { email, password: 'kycfail-pass-1', browserFingerprint: 'fp-test-0001' },
      throwOnError: true,
    })
    await signIn({ email, password: 'kycfail-pass-1' })
    const error = await failureOf(run(email))
    expect(error).toBeInstanceOf(KycRejectedError)
    expect(kycFlowErrorMessage(error)).toBe(m.error_kyc_flow())
  })

  it("fails with error_kyc_flow when the KYC page is sent with the surname 'Reject'", async () => {
    await signIn(FRESH)
    const error = await failureOf(run(FRESH.email, {}, 'Reject'))
    expect(error).toBeInstanceOf(KycRejectedError)
  })

  it('gives up after the last try (docs/product.md §9 up to 1000 tries) with error_kyc_flow', async () => {
    await signIn(FRESH)
    const error = await failureOf(run(FRESH.email, { maxTries: 1 }))
    expect(error).toBeInstanceOf(PollExhaustedError)
    expect(kycFlowErrorMessage(error)).toBe(m.error_kyc_flow())
    expect(calls.filter((call) => call === 'user/contacts')).toHaveLength(1)
  })

  it('a failed provider call ends the flow with error_kyc_flow', async () => {
    await signIn(FRESH)
    world.controls.failNext('cardProviderSignIn', 'http500')
    const error = await failureOf(run(FRESH.email))
    expect(isApiError(error) && error.code).toBe('ERR_INTERNAL_SERVER_ERROR')
    expect(kycFlowErrorMessage(error)).toBe(m.error_kyc_flow())
  })

  it('stops when the user closes the modal (the signal aborts a wait)', async () => {
    await signIn(FRESH)
    const controller = new AbortController()
    const flow = runKycFlow({
      email: FRESH.email,
      signal: controller.signal,
      onStep: (step) => {
        if (step.kind === 'confirm-email') controller.abort(new DOMException('closed', 'AbortError'))
      },
    })
    const error = await failureOf(flow)
    expect((error as DOMException).name).toBe('AbortError')
    expect(calls).not.toContain('kyc/access-token')
  })
})
