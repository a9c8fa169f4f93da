import { describe, expect, it } from 'vitest'
import { TEST_TRON_ADDRESS } from './affiliates'
import { listBlogPosts } from './content-blog'
import { ERROR_CODES, type ErrorCode } from './errors'
import { signInitData } from './telegram'
import { catchCode, createOrderId, newWorld, orderReq, T0 } from './test-helpers'
import { EDGE_ERROR_CODES, ERROR_TRIGGERS } from './triggers'
import type { World } from './world'

const rate = (w: World, from: string, to: string, rateMode: 'FIXED' | 'FLOATING', amount?: number) => {
  const f = w.catalog.resolve({ slug: from }).instrument
  const t = w.catalog.resolve({ slug: to }).instrument
  return w.pricing.quote({
    instrumentFromCurrencyTitle: f.currencyTitle,
    instrumentFromNetworkTitle: f.networkTitle,
    instrumentToCurrencyTitle: t.currencyTitle,
    instrumentToNetworkTitle: t.networkTitle,
    rateMode,
    ...(amount === undefined ? {} : { claimedDepositAmount: amount }),
  })
}

const withdraw = { currencyTitle: 'USDT', networkTitle: 'TRC20', address: TEST_TRON_ADDRESS, amount: 12 }
const signIn = (w: World) =>
  w.account.login({ email: 'demo@example.com', password: 'demo-pass-1', browserFingerprint: 'fp' })

type WorldErrorCode = Exclude<ErrorCode, (typeof EDGE_ERROR_CODES)[number]>

/** One way (at least) to produce each code, as triggers.ts documents it; the edge's own codes in mocks/contract. */
const PRODUCE: Record<WorldErrorCode, (w: World) => unknown> = {
  ERR_UNAUTHORIZED: (w) => w.account.accountData(undefined),
  ERR_NOT_ENOUGH_PERMISSIONS: (w) => w.apiKeys.delete(1001, { apiId: 'ak_ADMIN001' }),
  ERR_UNPROCESSABLE_ENTITY: (w) => w.orders.create(orderReq(w, 'btc', 'usdttrc20', 0.5, 'FIXED')),
  ERR_INVALID_CREDENTIALS: (w) =>
    w.account.login({ email: 'demo@example.com', password: 'wrong-pass-1', browserFingerprint: 'fp' }),
  ERR_USER_ALREADY_REGISTERED: (w) =>
    w.users.register({ email: 'demo@example.com', password: 'demo-pass-1', browserFingerprint: 'fp' }),
  ERR_FORBIDDEN: (w) =>
    w.orders.create(
      orderReq(w, 'btc', 'usdttrc20', 0.01, 'FLOATING', {
        destinationAddress: 'TBLACKL1STzzzzzzzzzzzzzzzzzzzzzzzz',
      }),
    ),
  ERR_BAD_REQUEST: (w) => w.orders.latestPublic(51),
  ERR_NO_LIQUIDITY_AVAILABLE: (w) => rate(w, 'usd', 'xmr', 'FLOATING'),
  ERR_NOT_FOUND: (w) => w.orders.publicInfo('ord_NOPE0000', 'x'),
  ERR_SERVICE_UNAVAILABLE: (w) => {
    w.controls.failNext('*', 'http503')
    return w.beginRequest('getPublicRate')
  },
  ERR_NOT_ACCEPTABLE: (w) => rate(w, 'btc', 'xmr', 'FIXED'),
  ERR_INTERNAL_SERVER_ERROR: (w) => {
    w.controls.healthStatus = 'fail'
    return w.beginRequest('getHealth')
  },
  ERR_NETWORK_NOT_SUPPORTED: (w) =>
    w.affiliates.createWithdrawal(1001, { ...withdraw, networkTitle: 'ERC20' }),
  ERR_BALANCE_TOO_LOW: (w) => w.affiliates.createWithdrawal(1001, { ...withdraw, amount: 100_000 }),
  ERR_BALANCE_NOT_FOUND: (w) => w.affiliates.createWithdrawal(1001, { ...withdraw, currencyTitle: 'BTC' }),
  ERR_WITHDRAWAL_TOO_SMALL: (w) => w.affiliates.createWithdrawal(1001, { ...withdraw, amount: 5 }),
  ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_SMALL: (w) => rate(w, 'btc', 'usdttrc20', 'FLOATING', 0.0001),
  ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_BIG: (w) => rate(w, 'btc', 'usdttrc20', 'FLOATING', 1),
  ERR_VALIDATION: (w) =>
    w.users.register({ email: 'x@example.com', password: 'lettersonly', browserFingerprint: 'fp' }),
  ERR_INVALID_PASSWORD_RESET_CODE: (w) =>
    w.users.resetPassword({ email: 'demo@example.com', password: 'new-pass-22', resetCode: '000000' }),
  ERR_PRISMA_CLIENT_KNOWN_REQUEST: (w) => {
    const id = createOrderId(w, orderReq(w, 'btc', 'usdttrc20', 0.01))
    w.orders.setEmail({ orderId: id, userEmail: 'a@example.com' })
    return w.orders.setEmail({ orderId: id, userEmail: 'a@example.com' })
  },
  ERR_IM_A_TEAPOT: (w) => {
    const { tokens } = signIn(w)
    w.controls.expireAccessTokens()
    return w.account.accountData(tokens.accessToken)
  },
  ERR_NOT_FOUND_E: (w) => {
    const id = createOrderId(w, orderReq(w, 'btc', 'usdttrc20', 0.01))
    return w.orders.publicInfo(id, 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE')
  },
  ERR_PAIR_NOT_ACTIVE: (w) => rate(w, 'luna', 'usdttrc20', 'FLOATING'),
  ERR_TELEGRAM_INIT_DATA_EXPIRED: async (w) =>
    w.telegram.authenticate({
      initData: await signInitData(
        { user: { id: 5550020 } },
        w.config.telegramBotToken,
        w.clock.now() - 7_200_000,
      ),
    }),
  ERR_TELEGRAM_INIT_DATA_REPLAYED: async (w) => {
    const initData = await signInitData({ user: { id: 5550021 } }, w.config.telegramBotToken, w.clock.now())
    await w.telegram.create({ initData }, { fingerprint: 'fp_first' })
    return w.telegram.create({ initData }, { fingerprint: 'fp_second' })
  },
}

describe('documented error triggers', () => {
  it('documents every error code', () => {
    expect(new Set(ERROR_TRIGGERS.map((t) => t.code))).toEqual(new Set(ERROR_CODES))
    expect(ERROR_CODES).toHaveLength(27)
  })

  const edge: readonly ErrorCode[] = EDGE_ERROR_CODES
  for (const code of ERROR_CODES.filter((each): each is WorldErrorCode => !edge.includes(each))) {
    it(`produces ${code}`, async () => {
      await catchCode(() => PRODUCE[code](newWorld()), code)
    })
  }

  it('produces the other documented variants', async () => {
    const w = newWorld()
    const { tokens } = signIn(w)
    w.sessions.logout({ accessToken: tokens.accessToken })
    await catchCode(() => w.account.accountData(tokens.accessToken), 'ERR_UNAUTHORIZED')
    await catchCode(() => w.sessions.refresh(undefined, 'fp'), 'ERR_UNAUTHORIZED')
    await catchCode(
      () => w.apiKeys.update(1001, { apiId: 'ak_ADMIN001', name: 'x', whiteListIp: [], isActive: true }),
      'ERR_NOT_ENOUGH_PERMISSIONS',
    )
    await catchCode(
      () =>
        w.account.exchangeRequest(1001, {
          instrumentFromSlug: 'btc',
          instrumentToSlug: 'usdttrc20',
          claimedDepositAmount: 0.5,
          claimedDepositAmountCurrency: 'BTC',
          rateMode: 'FIXED',
          exchangeType: 'crypto',
        }),
      'ERR_UNPROCESSABLE_ENTITY',
    )
    await catchCode(
      () =>
        w.account.login({ email: 'ghost@example.com', password: 'demo-pass-1', browserFingerprint: 'fp' }),
      'ERR_INVALID_CREDENTIALS',
    )
    const tg = await signInitData({ user: { id: 279058397 } }, 'mock-bot-token', Date.parse(T0))
    await catchCode(() => w.telegram.create({ initData: tg }), 'ERR_USER_ALREADY_REGISTERED')
    await catchCode(
      () => w.cardProvider.signUp(1001, { accept: true, email: 'demo@example.com' }),
      'ERR_USER_ALREADY_REGISTERED',
    )
    await catchCode(
      () =>
        w.orders.create(
          orderReq(w, 'btc', 'usdterc20', 0.01, 'FLOATING', {
            destinationAddress: '0x000000000000000000000000000000000000dEaD',
          }),
        ),
      'ERR_FORBIDDEN',
    )
    await catchCode(
      () =>
        w.orders.create(
          orderReq(w, 'btc', 'usdttrc20', 0.01, 'FLOATING', { userEmail: 'x@blacklisted.test' }),
        ),
      'ERR_FORBIDDEN',
    )
    await catchCode(
      () => w.orders.create(orderReq(w, 'usd', 'usdttrc20', 1000), { userId: 1002 }),
      'ERR_FORBIDDEN',
    )
    await catchCode(() => w.kyc.submit(1001, {}), 'ERR_FORBIDDEN')
    await catchCode(() => rate(w, 'btc', 'zec', 'FLOATING'), 'ERR_NO_LIQUIDITY_AVAILABLE')
    await catchCode(
      () => w.orders.create(orderReq(w, 'btc', 'usdttrc20', 0.01, 'FLOATING', { referrerId: 'ref_UNKNOWN' })),
      'ERR_NOT_FOUND',
    )
    const stranger = await signInitData({ user: { id: 1 } }, 'mock-bot-token', Date.parse(T0))
    await catchCode(() => w.telegram.authenticate({ initData: stranger }), 'ERR_NOT_FOUND')
    await catchCode(() => w.cardProvider.signIn(1002, { email: 'new@example.com' }), 'ERR_NOT_FOUND')
    await catchCode(() => listBlogPosts({ category: 'nope' }), 'ERR_NOT_FOUND')
    w.controls.healthStatus = 'UNHEALTHY'
    await catchCode(() => w.beginRequest('listApiKeys'), 'ERR_SERVICE_UNAVAILABLE')
    w.controls.healthStatus = 'OK'
    w.controls.failNext('createPublicOrder', 'http500')
    await catchCode(() => w.beginRequest('createPublicOrder'), 'ERR_INTERNAL_SERVER_ERROR')
    await catchCode(
      () => w.catalog.validateAddress({ currencyTitle: 'USDT', networkTitle: 'NOPE', address: 'x' }),
      'ERR_NETWORK_NOT_SUPPORTED',
    )
    await catchCode(
      () =>
        w.orders.create({
          ...orderReq(w, 'btc', 'usdttrc20', 0.01),
          instrumentTo: { currencyTitle: 'USDT', networkTitle: 'NOPE', slug: 'usdtnope' },
        }),
      'ERR_NETWORK_NOT_SUPPORTED',
    )
    await catchCode(() => rate(w, 'usd', 'eur', 'FLOATING'), 'ERR_PAIR_NOT_ACTIVE')
    await catchCode(() => rate(w, 'xec', 'btc', 'FLOATING'), 'ERR_PAIR_NOT_ACTIVE')
    const legacy = orderReq(w, 'btc', 'usdttrc20', 0.01, 'FLOATING', { legacyOrderId: 'L-9' })
    w.orders.create(legacy)
    await catchCode(
      () => w.orders.create({ ...legacy, destinationAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' }),
      'ERR_PRISMA_CLIENT_KNOWN_REQUEST',
    )
    w.controls.advanceClock(15 * 60_000)
    const again = signIn(w)
    w.controls.advanceClock(15 * 60_000)
    await catchCode(() => w.account.accountData(again.tokens.accessToken), 'ERR_IM_A_TEAPOT')
  })
})
