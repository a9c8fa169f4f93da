import { describe, expect, it } from 'vitest'
import { TEST_TRON_ADDRESS } from './affiliates'
import { catchCode, kinds, newWorld, orderReq } from './test-helpers'

const PHOTO = 'data:image/jpeg;base64,/9j/4AAQ'
const _form = (lastName = 'Smith', extra: Record<string, unknown> = {}) => ({
  firstName: 'Alice',
  lastName,
  issueCountry: 'DE',
  birthDate: '1990-04-12',
  identityType: 'idcard' as const,
  identityNumber: 'L01X00T47',
  facePhoto: PHOTO,
  frontPhoto: PHOTO,
  backendPhoto: PHOTO,
  ...extra,
})

describe('API keys', () => {
  it('shows the secret once and manages keys', async () => {
    const w = newWorld()
    // The seeded keys: oldest first, made months and weeks before the world's start.
    const seeded = w.apiKeys.list(1001)
    expect(seeded.map((key) => key.apiId)).toEqual(['ak_DEMO0002', 'ak_DEMO0001'])
    const made = seeded.map((key) => Date.parse(key.createdAt))
    expect(made).toEqual([...made].sort((a, b) => a - b))
    expect(Math.max(...made)).toBeLessThan(w.ctx.clock.now() - 7 * 86_400_000)
    const k = w.apiKeys.generate(1002, { name: 'Bot' })
    expect(k).toMatchObject({
      name: 'Bot',
      whiteListIp: [],
      isActive: true,
      apiSecret: expect.stringMatching(/^sk_mock_/),
      createdAt: w.ctx.clock.iso(),
    })
    expect(w.apiKeys.list(1002)).toEqual([
      { apiId: k.apiId, name: 'Bot', whiteListIp: [], isActive: true, createdAt: k.createdAt },
    ])
    const u = w.apiKeys.update(1002, {
      apiId: k.apiId,
      name: 'Bot 2',
      whiteListIp: ['203.0.113.7', '2001:db8::1'],
      isActive: false,
    })
    expect(u).toEqual({
      apiId: k.apiId,
      name: 'Bot 2',
      whiteListIp: ['203.0.113.7', '2001:db8::1'],
      isActive: false,
      createdAt: k.createdAt,
    })
    expect(
      (await catchCode(() => w.apiKeys.update(1002, { ...u, whiteListIp: ['999.1.1.1'] }), 'ERR_VALIDATION'))
        .field,
    ).toBe('whiteListIp')
    await catchCode(
      () => w.apiKeys.update(1001, { apiId: 'ak_ADMIN001', name: 'x', whiteListIp: [], isActive: true }),
      'ERR_NOT_ENOUGH_PERMISSIONS',
    )
    await catchCode(() => w.apiKeys.delete(1001, { apiId: 'ak_ADMIN001' }), 'ERR_NOT_ENOUGH_PERMISSIONS')
    await catchCode(() => w.apiKeys.delete(1002, { apiId: 'ak_NOPE' }), 'ERR_NOT_FOUND')
    w.apiKeys.delete(1002, { apiId: k.apiId })
    expect(w.apiKeys.list(1002)).toEqual([])
    await catchCode(() => w.apiKeys.generate(1002, { name: 'x'.repeat(65) }), 'ERR_VALIDATION')
  })
})

describe('affiliate withdrawals', () => {
  it('checks network, currency, address, minimum and balance', async () => {
    const w = newWorld()
    const ok = { currencyTitle: 'USDT', networkTitle: 'TRC20', address: TEST_TRON_ADDRESS, amount: 12 }
    await catchCode(
      () => w.affiliates.createWithdrawal(1001, { ...ok, networkTitle: 'ERC20' }),
      'ERR_NETWORK_NOT_SUPPORTED',
    )
    await catchCode(
      () => w.affiliates.createWithdrawal(1001, { ...ok, currencyTitle: 'BTC' }),
      'ERR_BALANCE_NOT_FOUND',
    )
    expect(
      (
        await catchCode(
          () => w.affiliates.createWithdrawal(1001, { ...ok, address: `T${'0'.repeat(33)}` }),
          'ERR_VALIDATION',
        )
      ).field,
    ).toBe('address')
    expect(
      (
        await catchCode(
          () => w.affiliates.createWithdrawal(1001, { ...ok, amount: 5 }),
          'ERR_WITHDRAWAL_TOO_SMALL',
        )
      ).message,
    ).toBe('Minimum withdrawal is 10 USDT')
    await catchCode(
      () => w.affiliates.createWithdrawal(1001, { ...ok, amount: 100_000 }),
      'ERR_BALANCE_TOO_LOW',
    )
    await catchCode(() => w.affiliates.createWithdrawal(1002, ok), 'ERR_BALANCE_TOO_LOW')
    const before = w.affiliates.balances(1001)[0]?.amount ?? 0
    expect(before).toBeGreaterThan(12)
    const wd = w.affiliates.createWithdrawal(1001, { ...ok, address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' })
    expect(wd.status).toBe('pending')
    expect(w.affiliates.balances(1001)[0]?.amount).toBeCloseTo(before - 12, 6)
    w.controls.advanceClock(60_000)
    expect(w.affiliates.withdrawals(1001).items[0]).toMatchObject({ id: wd.id, status: 'completed' })
  })

  it('lists seeded accruals, cashbacks and withdrawals with paging', async () => {
    const w = newWorld()
    expect(w.affiliates.accruals(1001).items.every((a) => a.kind === 'accrual')).toBe(true)
    expect(w.affiliates.cashbacks(1001).total).toBeGreaterThan(0)
    expect(w.affiliates.withdrawals(1001).total).toBe(2)
    expect(w.affiliates.accruals(1001, { offset: 0, limit: 2 }).items).toHaveLength(2)
    expect((await catchCode(() => w.affiliates.accruals(1001, { limit: 0 }), 'ERR_VALIDATION')).field).toBe(
      'limit',
    )
  })
})

describe('card provider', () => {
  it('signs up once, confirms the e-mail, and completes KYC after the form opens', async () => {
    const w = newWorld()
    await catchCode(() => w.cardProvider.contacts(1002), 'ERR_NOT_FOUND')
    expect(w.cardProvider.signUp(1002, { accept: true, email: 'new@example.com' })).toEqual({ success: true })
    const again = await catchCode(
      () => w.cardProvider.signUp(1002, { accept: true, email: 'new@example.com' }),
      'ERR_USER_ALREADY_REGISTERED',
    )
    expect(again.message).toBe('Email already registered')
    expect(w.cardProvider.signIn(1002, { email: 'new@example.com' }).bearerToken).toMatch(/^mrc_/)
    expect(w.cardProvider.contacts(1002).emailStatus).toBe('new')
    expect(w.cardProvider.contacts(1002).emailStatus).toBe('confirmed')
    expect(w.cardProvider.kycStatus(1002).features).toEqual([
      { feature: 'kyc', status: 'not_started' },
      { feature: 'crypto_kyc', status: 'not_started' },
    ])
    const { kycAccessToken } = w.cardProvider.kycAccessToken(1002, 'crypto_kyc')
    expect(kycAccessToken).toMatch(/^_act-sbx-/)
    await catchCode(() => w.cardProvider.kycAccessToken(1002, 'nope'), 'ERR_VALIDATION')
    // Not decided before the KYC page is sent, however often it is read.
    for (let read = 0; read < 3; read += 1) {
      expect(w.cardProvider.kycStatus(1002).features[1]?.status).toBe('pending')
    }
    expect(w.cardProvider.submitKycForm('_act-sbx-unknown', 'Doe')).toBe(false)
    expect(w.cardProvider.submitKycForm(kycAccessToken, 'Doe')).toBe(true)
    expect(w.cardProvider.kycStatus(1002).features[1]?.status).toBe('complete')
    expect(w.cardProvider.kycComplete(1002)).toBe(true)
  })

  it("ends the check 'failed' when the KYC page is sent with the surname 'Reject'", () => {
    const w = newWorld()
    w.cardProvider.signUp(1002, { accept: true, email: 'new@example.com' })
    const { kycAccessToken, applicantId } = w.cardProvider.kycAccessToken(1002, 'crypto_kyc')
    expect(w.cardProvider.applicantFor(kycAccessToken)).toBe(applicantId)
    w.cardProvider.submitKycForm(kycAccessToken, 'Reject')
    w.cardProvider.kycStatus(1002)
    expect(w.cardProvider.kycStatus(1002).features[1]?.status).toBe('failed')
  })
})

describe('account layer', () => {
  it('registers an exchange request after the checks an order create would make, without an order', async () => {
    const w = newWorld()
    const body = {
      instrumentFromSlug: 'usd',
      instrumentToSlug: 'btc',
      claimedDepositAmount: 1000,
      claimedDepositAmountCurrency: 'USD',
      rateMode: 'FLOATING' as const,
      exchangeType: 'fiat' as const,
    }
    const orders = w.orders.st.orders.length
    // The provider's KYC is the order create's to ask for: new@example.com has none, and registers all the same.
    const receipt = w.account.exchangeRequest(1002, body)
    expect(receipt.exchangeRequestId).toMatch(/^exr_/)
    expect(w.users.exchangeRequestsOf(1002)).toEqual([
      expect.objectContaining({ exchangeRequestId: receipt.exchangeRequestId, request: body }),
    ])
    expect(w.orders.st.orders).toHaveLength(orders)
    await catchCode(
      () => w.account.exchangeRequest(1001, { ...body, instrumentToSlug: 'nope' }),
      'ERR_NOT_FOUND',
    )
    await catchCode(
      () => w.account.exchangeRequest(1001, { ...body, exchangeType: 'crypto' }),
      'ERR_VALIDATION',
    )
    const small = await catchCode(
      () => w.account.exchangeRequest(1001, { ...body, claimedDepositAmount: 1 }),
      'ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_SMALL',
    )
    expect(small.expectedAmount).toBeGreaterThan(1)
    await catchCode(
      () => w.account.exchangeRequest(1001, { ...body, instrumentToSlug: 'xmr' }),
      'ERR_NO_LIQUIDITY_AVAILABLE',
    )
    await catchCode(
      () => w.account.exchangeRequest(1001, { ...body, referrerId: 'ref_UNKNOWN' }),
      'ERR_NOT_FOUND',
    )
    const blacklisted = w.users.insert({ email: 'someone@blacklisted.test' })
    expect(
      (await catchCode(() => w.account.exchangeRequest(blacklisted.id, body), 'ERR_FORBIDDEN')).message,
    ).toBe('Client data is blacklisted')
  })

  it('lists a finished order of the user in its history and pays its cashback', () => {
    const w = newWorld()
    const created = w.orders.create(orderReq(w, 'usdttrc20', 'btc', 1000), { userId: 1002 })
    const id = 'orderId' in created ? created.orderId : ''
    const o = w.controls.advanceOrder(id, 'end')
    expect(kinds(o.orderEvents).at(-1)).toBe('WITHDRAWAL_COMPLETED')
    expect(w.account.orderHistory(1002).items[0]).toMatchObject({
      orderId: id,
      status: 'WITHDRAWAL_COMPLETED',
    })
    expect(w.affiliates.cashbacks(1002).total).toBe(1)
  })

  it('has seeded history and balances for the demo user', () => {
    const w = newWorld()
    expect(w.account.orderHistory(1001).total).toBe(14)
    expect(w.wallet.balances(1001).accountBalance.find((b) => b.currencyTitle === 'USDT')?.amount).toBe(125.5)
    expect(w.wallet.history(1001).total).toBe(14)
    expect(w.wallet.history(1001, { kind: 'withdrawal' }).total).toBe(5)
    expect(w.affiliates.cashbackTotals(1001)).toMatchObject({ count: 8, totals: [{ currencyTitle: 'USDT' }] })
    expect(w.account.stats().instrumentsCount).toBeGreaterThanOrEqual(150)
  })
})
