import { authenticateLocal } from '@sdk/gen/api/sdk.gen'
import type { Instrument } from '@sdk/gen/api/types.gen'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { m } from '@/paraglide/messages.js'
import { configureTestSdk } from '@/test/sdk-test-network'
import { type CookieJar, createMockNetwork, installCookieJar } from '../../../../mocks/node'
import { hashPassword } from '../../../../mocks/world/users'
import { renderExchange } from '../exchange-test-harness'
import type { ExchangeValues } from '../submit/create-order-payload'
import { exchangeRequestBody } from './exchange-request'

// A card order registers the account layer's exchange request (createExchangeRequest) before the identity check and
// the order create: what the backend refuses there is said at once, before the long KYC, and no order is made.

vi.mock('@/lib/safety/redirect-allow-list', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/safety/redirect-allow-list')>()
  return {
    ...actual,
    redirectAllowedHosts: () => [...actual.redirectAllowedHosts(), 'pay.mock-card-provider.test'],
  }
})

const network = createMockNetwork()
let jar: CookieJar
/** The API calls of the submit, in the order they were sent. */
const calls: { path: string; body: unknown }[] = []
const SUBMIT_PATHS = ['/api/v1/users/exchange-request', '/api/v1/orders/public/create']
beforeAll(async () => {
  network.server.listen({ onUnhandledFrame: 'error' })
  network.server.events.on('request:start', async ({ request }) => {
    const path = new URL(request.url).pathname
    if (request.method === 'POST' && SUBMIT_PATHS.includes(path))
      calls.push({ path, body: await request.clone().json() })
  })
  jar = installCookieJar()
  await Promise.all([import('../submit/submit-order'), import('../components/order-part')])
}, 60_000)
afterEach(() => {
  cleanup()
  network.server.resetHandlers()
  jar.clear()
  calls.length = 0
  localStorage.clear()
  sessionStorage.clear()
})
afterAll(() => {
  jar.uninstall()
  network.server.close()
})

const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'

async function renderSignedIn(path: string, email = 'demo@example.com', password = 'demo-pass-1') {
  configureTestSdk(network.baseUrls)
  await authenticateLocal({
    body: { email, password, browserFingerprint: 'fp-test-0001' },
    throwOnError: true,
  })
  const view = renderExchange(path, network)
  await view.session.refresh()
  return view
}

async function orderBtcByCard(user: ReturnType<typeof userEvent.setup>) {
  const field = await screen.findByRole('textbox', { name: /^Your BTC address/ }, { timeout: 5_000 })
  const receive = screen.getByRole('textbox', { name: 'You get' })
  await waitFor(() => expect((receive as HTMLInputElement).value).not.toBe(''), { timeout: 5_000 })
  await user.click(field)
  await user.paste(BTC_ADDRESS)
  await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }))
  await user.click(screen.getByRole('button', { name: 'Exchange now' }))
}

describe('the exchange request of a card order', { timeout: 30_000 }, () => {
  it('is registered first, with the amount as typed, then the order is created', async () => {
    const user = userEvent.setup()
    await renderSignedIn('/?send=usd&receive=btc&amount=200')
    await orderBtcByCard(user)
    await screen.findByRole('dialog', { name: m.order_redirect_title() }, { timeout: 10_000 })
    expect(calls.map((call) => call.path)).toEqual(SUBMIT_PATHS)
    expect(calls[0]?.body).toEqual({
      instrumentFromSlug: 'usd',
      instrumentToSlug: 'btc',
      claimedDepositAmount: 200,
      claimedDepositAmountCurrency: 'USD',
      rateMode: 'FLOATING',
      exchangeType: 'fiat',
    })
  })

  it('refused for the account, says so before the identity check, and makes no order', async () => {
    const user = userEvent.setup()
    network.world.users.insert({
      email: 'card@blacklisted.test',
      passwordHash: hashPassword('card-pass-1'),
    })
    // 1000 USD is above the no-KYC threshold: without the request, the identity check would open first.
    await renderSignedIn('/?send=usd&receive=btc&amount=1000', 'card@blacklisted.test', 'card-pass-1')
    await orderBtcByCard(user)
    expect(await screen.findByText(m.error_account_blacklisted(), {}, { timeout: 10_000 })).toBeTruthy()
    expect(screen.queryByRole('dialog', { name: m.exchange_kyc_title() })).toBeNull()
    expect(calls.map((call) => call.path)).toEqual(['/api/v1/users/exchange-request'])
  })

  it('names the account layer’s minimum as the amount error, and the amount then keeps to it', async () => {
    const user = userEvent.setup()
    network.server.use(
      http.post(`${network.baseUrls.api}/api/v1/users/exchange-request`, () =>
        HttpResponse.json(
          {
            code: 'ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_SMALL',
            message: 'too small',
            traceId: 't-1',
            expectedAmount: 250,
          },
          { status: 400 },
        ),
      ),
    )
    await renderSignedIn('/?send=usd&receive=btc&amount=200')
    await orderBtcByCard(user)
    const send = screen.getByRole('textbox', { name: 'You send' })
    await waitFor(() => expect(send.getAttribute('aria-invalid')).toBe('true'), { timeout: 10_000 })
    expect(screen.getAllByText(m.error_min_amount({ amount: '250' })).length).toBeGreaterThan(0)
    expect(calls.map((call) => call.path)).toEqual(['/api/v1/users/exchange-request'])
    // The minimum is remembered for the pair: typing another amount under it is refused at once.
    await user.clear(send)
    await user.type(send, '220')
    await waitFor(() => expect(send.getAttribute('aria-invalid')).toBe('true'))
  })
})

describe('the exchange request body', () => {
  const usd = { slug: 'usd', currencyTitle: 'USD', instrumentType: 'fiat' } as Instrument
  const btc = { slug: 'btc', currencyTitle: 'BTC', instrumentType: 'crypto' } as Instrument
  const values = (typedSide: 'from' | 'to') =>
    ({
      from: usd,
      to: btc,
      amountFrom: '200',
      amountTo: '0.003',
      typedSide,
      rateMode: 'FLOATING',
    }) as ExchangeValues

  it('carries the typed amount in the typed side’s currency, and the referrer only when given', () => {
    expect(exchangeRequestBody(values('to'), null)).toEqual({
      instrumentFromSlug: 'usd',
      instrumentToSlug: 'btc',
      claimedDepositAmount: 0.003,
      claimedDepositAmountCurrency: 'BTC',
      rateMode: 'FLOATING',
      exchangeType: 'fiat',
    })
    expect(exchangeRequestBody(values('from'), 'ref_DEMO42')).toMatchObject({
      claimedDepositAmount: 200,
      claimedDepositAmountCurrency: 'USD',
      referrerId: 'ref_DEMO42',
    })
  })
})
