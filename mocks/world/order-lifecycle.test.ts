import { describe, expect, it } from 'vitest'
import { catchCode, createOrderId, kinds, newWorld, orderReq } from './test-helpers'

const HAPPY = [
  'CREATION_END',
  'DEPOSIT_REGISTERED',
  'INCOMING_FUNDS_DETECTED',
  'FUNDS_WITHDRAWAL_START',
  'WITHDRAWAL_COMPLETED',
]

describe('order lifecycle', () => {
  it('moves through the happy path with advanceOrder; XMR needs 50 confirmations', () => {
    const w = newWorld()
    const req = orderReq(w, 'xmr', 'usdttrc20', 2)
    const id = createOrderId(w, req)
    let o = w.controls.advanceOrder(id)
    expect(kinds(o.orderEvents)).toEqual(HAPPY.slice(0, 2))
    expect(o.deposits).toEqual([{ amount: 2, confirmations: 0, txHash: expect.any(String) }])
    o = w.controls.advanceOrder(id, 'step')
    expect(o.deposits[0]?.confirmations).toBe(1)
    o = w.controls.advanceOrder(id)
    expect(o.minConfirmationsToWithdraw).toBe(50)
    expect(o.deposits[0]?.confirmations).toBe(50)
    expect(kinds(o.orderEvents)).toEqual(HAPPY.slice(0, 3))
    w.controls.advanceOrder(id)
    o = w.controls.advanceOrder(id)
    expect(kinds(o.orderEvents)).toEqual(HAPPY)
    expect(o.withdrawals).toEqual([{ amount: o.amountToGet, txHash: expect.any(String) }])
    expect(kinds(w.controls.advanceOrder(id).orderEvents)).toEqual(HAPPY)
  })

  it('does not move by itself unless autoProgress is on; then follows the clock', () => {
    const w = newWorld()
    const req = orderReq(w, 'btc', 'usdttrc20', 0.01)
    const id = createOrderId(w, req)
    w.controls.advanceClock(10 * 60_000)
    expect(kinds(w.orders.publicInfo(id, req.destinationAddress).orderEvents)).toEqual(['CREATION_END'])
    w.controls.autoProgress = true
    w.controls.advanceClock(59_000)
    expect(kinds(w.orders.publicInfo(id, req.destinationAddress).orderEvents)).toEqual(['CREATION_END'])
    w.controls.advanceClock(1_000)
    expect(kinds(w.orders.publicInfo(id, req.destinationAddress).orderEvents)).toEqual(HAPPY.slice(0, 2))
    w.controls.advanceClock(10_000)
    expect(w.orders.publicInfo(id, req.destinationAddress).deposits[0]?.confirmations).toBe(1)
    w.controls.advanceClock(10_000)
    expect(kinds(w.orders.publicInfo(id, req.destinationAddress).orderEvents)).toEqual(HAPPY.slice(0, 3))
    w.controls.advanceClock(35_000)
    expect(kinds(w.orders.publicInfo(id, req.destinationAddress).orderEvents)).toEqual(HAPPY)
  })

  it('finds orders by id and destination address only', async () => {
    const w = newWorld()
    const req = orderReq(w, 'btc', 'usdttrc20', 0.01)
    const id = createOrderId(w, req)
    await catchCode(() => w.orders.publicInfo('ord_NOPE0000', req.destinationAddress), 'ERR_NOT_FOUND')
    await catchCode(() => w.orders.publicInfo(id, 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE'), 'ERR_NOT_FOUND_E')
    await catchCode(() => w.orders.publicInfo(id, undefined), 'ERR_BAD_REQUEST')
  })

  it('sets the e-mail once', async () => {
    const w = newWorld()
    const id = createOrderId(w, orderReq(w, 'btc', 'usdttrc20', 0.01))
    expect(w.orders.setEmail({ orderId: id, userEmail: 'a@example.com' })).toEqual({ success: true })
    await catchCode(
      () => w.orders.setEmail({ orderId: id, userEmail: 'b@example.com' }),
      'ERR_PRISMA_CLIENT_KNOWN_REQUEST',
    )
    await catchCode(() => w.orders.setEmail({ orderId: id, userEmail: 'nope' }), 'ERR_VALIDATION')
  })

  for (const [scenario, problem, trigger] of [
    ['high-volatility', 'FIXED_RATE_HIGH_VOLATILITY_DETECTED', { userEmail: 'me@volatility.test' }],
    ['slow-deposit', 'FIXED_RATE_SLOW_DEPOSIT_DETECTED', { claimedDepositAmount: 0.0172 }],
    ['wrong-amount', 'FIXED_RATE_WRONG_DEPOSIT_AMOUNT_DETECTED', {}],
  ] as const) {
    it(`${scenario}: the problem, then accept continues at the floating rate`, () => {
      const w = newWorld()
      const req = orderReq(w, 'btc', 'usdttrc20', 0.01, 'FIXED', trigger)
      const id = createOrderId(w, req)
      if (scenario === 'wrong-amount') w.controls.setOrderScenario(id, 'wrong-amount')
      w.controls.advanceOrder(id)
      let o = w.controls.advanceOrder(id)
      expect(kinds(o.orderEvents)).toEqual([
        'CREATION_END',
        'DEPOSIT_REGISTERED',
        problem,
        'RATE_MODE_CHANGED',
      ])
      expect(o.rateMode).toBe('FLOATING')
      // Repriced at the floating rate for the deposit received: what rates/one quotes for it now.
      const floating = w.pricing.quote({
        instrumentFromCurrencyTitle: 'BTC',
        instrumentFromNetworkTitle: 'BTC',
        instrumentToCurrencyTitle: 'USDT',
        instrumentToNetworkTitle: 'TRC20',
        rateMode: 'FLOATING',
        claimedDepositAmount: o.deposits[0]?.amount,
      })
      expect(o.amountToGet).toBe(floating.amountToGet)
      expect(o.claimedPublicRate).toBe(floating.price)
      expect(kinds(w.controls.advanceOrder(id).orderEvents)).toHaveLength(4)
      if (scenario === 'wrong-amount') expect(o.deposits[0]?.amount).toBe(0.009)
      o = w.orders.acceptRateModeChange({ orderId: id, destinationAddress: req.destinationAddress })
      expect(kinds(o.orderEvents).at(-1)).toBe('RATE_MODE_CHANGE_ACCEPTED')
      o = w.controls.advanceOrder(id, 'end')
      expect(kinds(o.orderEvents).slice(-3)).toEqual([
        'INCOMING_FUNDS_DETECTED',
        'FUNDS_WITHDRAWAL_START',
        'WITHDRAWAL_COMPLETED',
      ])
      expect(o.withdrawals[0]?.amount).toBe(o.amountToGet)
    })

    it(`${scenario}: the problem, then a refund`, async () => {
      const w = newWorld()
      const req = orderReq(w, 'btc', 'usdttrc20', 0.01, 'FIXED')
      const id = createOrderId(w, req)
      w.controls.setOrderScenario(id, scenario)
      await catchCode(() => w.orders.refundInfo(id, req.destinationAddress), 'ERR_BAD_REQUEST')
      w.controls.advanceOrder(id)
      w.controls.advanceOrder(id)
      const info = w.orders.refundInfo(id, req.destinationAddress)
      const deposited = w.orders.publicInfo(id, req.destinationAddress).deposits[0]?.amount ?? 0
      expect(info.refundAmountWithoutNetworkFee + info.networkFee).toBeCloseTo(deposited, 8)
      await catchCode(
        () =>
          w.orders.requestRefund({
            orderId: id,
            destinationAddress: req.destinationAddress,
            refundAddress: '0xnope',
            refundAmount: info.refundAmountWithoutNetworkFee,
            claimedNetworkFee: info.networkFee,
          }),
        'ERR_VALIDATION',
      )
      await catchCode(
        () =>
          w.orders.requestRefund({
            orderId: id,
            destinationAddress: req.destinationAddress,
            refundAddress: req.refundAddress,
            refundAmount: info.refundAmountWithoutNetworkFee * 2,
            claimedNetworkFee: info.networkFee,
          }),
        'ERR_BAD_REQUEST',
      )
      const body = {
        orderId: id,
        destinationAddress: req.destinationAddress,
        refundAddress: req.refundAddress,
        refundAmount: info.refundAmountWithoutNetworkFee,
        claimedNetworkFee: info.networkFee,
      }
      let o = w.orders.requestRefund(body)
      expect(kinds(o.orderEvents).at(-1)).toBe('REFUND_REQUESTED')
      await catchCode(() => w.orders.requestRefund(body), 'ERR_BAD_REQUEST')
      await catchCode(
        () => w.orders.acceptRateModeChange({ orderId: id, destinationAddress: req.destinationAddress }),
        'ERR_BAD_REQUEST',
      )
      o = w.controls.advanceOrder(id)
      expect(kinds(o.orderEvents).at(-1)).toBe('REFUND_COMPLETED')
      expect(o.withdrawals).toEqual([])
    })
  }

  it('accept without a rate mode change is a bad request', async () => {
    const w = newWorld()
    const req = orderReq(w, 'btc', 'usdttrc20', 0.01)
    const id = createOrderId(w, req)
    await catchCode(
      () => w.orders.acceptRateModeChange({ orderId: id, destinationAddress: req.destinationAddress }),
      'ERR_BAD_REQUEST',
    )
    await catchCode(() => w.controls.setOrderScenario(id, 'wrong-amount'), 'ERR_BAD_REQUEST')
  })

  it('rejects a duplicate legacyOrderId', async () => {
    const w = newWorld()
    createOrderId(w, orderReq(w, 'btc', 'usdttrc20', 0.01, 'FLOATING', { legacyOrderId: 'L-1' }))
    await catchCode(
      () => w.orders.create(orderReq(w, 'btc', 'usdttrc20', 0.01, 'FLOATING', { legacyOrderId: 'L-1' })),
      'ERR_PRISMA_CLIENT_KNOWN_REQUEST',
    )
  })
})
