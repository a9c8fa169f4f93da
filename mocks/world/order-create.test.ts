import { describe, expect, it } from 'vitest'
import { catchCode, createOrderId, kinds, newWorld, orderReq } from './test-helpers'

const _HAPPY = [
  'CREATION_END',
  'DEPOSIT_REGISTERED',
  'INCOMING_FUNDS_DETECTED',
  'FUNDS_WITHDRAWAL_START',
  'WITHDRAWAL_COMPLETED',
]

describe('order creation', () => {
  it('creates a crypto order with its deposit details', () => {
    const w = newWorld()
    const req = orderReq(w, 'btc', 'xrp', 0.01, 'FIXED')
    const res = w.orders.create(req)
    expect(res).toEqual({
      orderId: expect.stringMatching(/^ord_/),
      destinationAddress: req.destinationAddress,
      rateMode: 'FIXED',
    })
    const o = w.orders.publicInfo('orderId' in res ? res.orderId : '', req.destinationAddress)
    expect(kinds(o.orderEvents)).toEqual(['CREATION_END'])
    expect(o.depositAddress).toMatch(/^bc1q/)
    expect(o.depositAddressMemo).toBeNull()
    expect(o.destinationAddressMemo).toBe('104729')
    expect(o.expectedDepositAmount).toBe(0.01)
    expect(Date.parse(o.fixedRateExpiresAt ?? '') - Date.parse(o.createdAt)).toBe(20 * 60_000)
    expect(o.minConfirmationsToWithdraw).toBe(2)
    expect(o.redirectUrl).toBeNull()
  })

  it('gives memo coins a deposit memo and floating orders no expiry', () => {
    const w = newWorld()
    const req = orderReq(w, 'xrp', 'usdttrc20', 1000)
    const o = w.orders.publicInfo(createOrderId(w, req), req.destinationAddress)
    expect(o.depositAddressMemo).toMatch(/^\d+$/)
    expect(o.fixedRateExpiresAt).toBeNull()
  })

  it('returns the same order for the same idempotency key', () => {
    const w = newWorld()
    const req = orderReq(w, 'btc', 'usdttrc20', 0.01, 'FLOATING', { idempotencyKey: 'k-1' })
    const a = w.orders.create(req)
    const b = w.orders.create({ ...req, destinationAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' })
    expect(b).toEqual(a)
    expect(w.orders.create({ ...req, idempotencyKey: 'k-2' })).not.toEqual(a)
  })

  it('validates the payload', async () => {
    const w = newWorld()
    await catchCode(
      () => w.orders.create(orderReq(w, 'btc', 'usdttrc20', 0.0001)),
      'ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_SMALL',
    )
    const big = await catchCode(
      () => w.orders.create(orderReq(w, 'btc', 'usdttrc20', 5)),
      'ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_BIG',
    )
    expect(big.expectedAmount).toBe(0.77)
    await catchCode(
      () => w.orders.create(orderReq(w, 'btc', 'usdttrc20', 0.5, 'FIXED')),
      'ERR_UNPROCESSABLE_ENTITY',
    )
    expect(
      (
        await catchCode(
          () =>
            w.orders.create(
              orderReq(w, 'btc', 'usdttrc20', 0.01, 'FLOATING', { destinationAddress: '0xabc' }),
            ),
          'ERR_VALIDATION',
        )
      ).field,
    ).toBe('destinationAddress')
    expect(
      (
        await catchCode(
          () => w.orders.create(orderReq(w, 'btc', 'xrp', 0.01, 'FLOATING', { destinationAddressMemo: '' })),
          'ERR_VALIDATION',
        )
      ).field,
    ).toBe('destinationAddressMemo')
    expect(() =>
      w.orders.create(orderReq(w, 'btc', 'xrp', 0.01, 'FLOATING', { destinationAddressMemo: '' }), {
        noMemo: true,
      }),
    ).not.toThrow()
    // XRP's destination tag is a number (the instrument's memoPattern): letters are refused, on both memos.
    expect(w.catalog.list().find((r) => r.instrument.slug === 'xrp')?.instrument.memoPattern).toBe(
      '^[0-9]{1,10}$',
    )
    expect(
      (
        await catchCode(
          () =>
            w.orders.create(orderReq(w, 'btc', 'xrp', 0.01, 'FLOATING', { destinationAddressMemo: '12ab' })),
          'ERR_VALIDATION',
        )
      ).field,
    ).toBe('destinationAddressMemo')
    expect(
      (
        await catchCode(
          () => w.orders.create(orderReq(w, 'xrp', 'btc', 1000, 'FIXED', { refundAddressMemo: 'tag' })),
          'ERR_VALIDATION',
        )
      ).field,
    ).toBe('refundAddressMemo')
    const fixed = orderReq(w, 'btc', 'eth', 0.01, 'FIXED')
    expect(
      (await catchCode(() => w.orders.create({ ...fixed, refundAddress: undefined }), 'ERR_VALIDATION'))
        .field,
    ).toBe('refundAddress')
    const same = orderReq(w, 'usdterc20', 'eth', 100, 'FIXED')
    expect(
      (
        await catchCode(
          () => w.orders.create({ ...same, refundAddress: same.destinationAddress }),
          'ERR_VALIDATION',
        )
      ).message,
    ).toMatch(/differ/)
    const black = await catchCode(
      () =>
        w.orders.create(
          orderReq(w, 'btc', 'usdttrc20', 0.01, 'FLOATING', {
            destinationAddress: 'TBLACKL1STzzzzzzzzzzzzzzzzzzzzzzzz',
          }),
        ),
      'ERR_FORBIDDEN',
    )
    expect(black.message).toBe('Client data is blacklisted')
    const ref = await catchCode(
      () => w.orders.create(orderReq(w, 'btc', 'usdttrc20', 0.01, 'FLOATING', { referrerId: 'ref_UNKNOWN' })),
      'ERR_NOT_FOUND',
    )
    expect(ref.message).toContain('referrerAffiliateId')
    expect(() =>
      w.orders.create(orderReq(w, 'btc', 'usdttrc20', 0.01, 'FLOATING', { referrerId: 'ref_DEMO42' })),
    ).not.toThrow()
    await catchCode(
      () => w.orders.create({ ...orderReq(w, 'btc', 'usdttrc20', 0.01), claimedDepositAmount: -1 }),
      'ERR_BAD_REQUEST',
    )
    await catchCode(() => w.orders.create(orderReq(w, 'btc', 'btc', 0.01)), 'ERR_PAIR_NOT_ACTIVE')
    await catchCode(() => w.orders.create(orderReq(w, 'btc', 'zec', 0.01)), 'ERR_NO_LIQUIDITY_AVAILABLE')
    await catchCode(() => w.orders.create(orderReq(w, 'btc', 'xmr', 0.01, 'FIXED')), 'ERR_NOT_ACCEPTABLE')
  })

  it('needs a signed-in user with provider KYC for fiat at or above the threshold', async () => {
    const w = newWorld()
    const buy = orderReq(w, 'usd', 'usdttrc20', 200)
    await catchCode(() => w.orders.create(buy), 'ERR_FORBIDDEN')
    expect(w.orders.create(buy, { userId: 1002 })).toEqual({
      redirectUrl: expect.stringMatching(/^https:\/\/pay\./),
    })
    const kyc = await catchCode(
      () => w.orders.create(orderReq(w, 'usd', 'usdttrc20', 1000), { userId: 1002 }),
      'ERR_FORBIDDEN',
    )
    expect(kyc.message).toBe('KYC verification needed.')
    expect(w.orders.create(orderReq(w, 'usd', 'usdttrc20', 1000), { userId: 1001 })).toHaveProperty(
      'redirectUrl',
    )
  })
})
