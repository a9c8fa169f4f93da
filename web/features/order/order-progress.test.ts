import type { Order, OrderEventKind } from '@sdk/gen/api/types.gen'
import { describe, expect, it } from 'vitest'
import {
  confirmationProgress,
  ORDER_STATUS_PRECEDENCE,
  orderStatus,
  orderStepIndex,
  payoutStarted,
  requiredConfirmations,
  visibleSteps,
} from './order-progress'

const events = (...kinds: OrderEventKind[]) =>
  kinds.map((kind) => ({ kind, createdAt: '2026-11-21T10:00:00Z' }))

describe('orderStepIndex (docs/product.md §4 "Order step index")', () => {
  it('is 1 after creation, 2 after funds detected, 3 after withdrawal completed, 4 after refund completed', () => {
    expect(orderStepIndex(events('CREATION_END'))).toBe(1)
    expect(orderStepIndex(events('CREATION_END', 'DEPOSIT_REGISTERED'))).toBe(1)
    expect(orderStepIndex(events('CREATION_END', 'DEPOSIT_REGISTERED', 'INCOMING_FUNDS_DETECTED'))).toBe(2)
    expect(orderStepIndex(events('CREATION_END', 'INCOMING_FUNDS_DETECTED', 'FUNDS_WITHDRAWAL_START'))).toBe(
      2,
    )
    expect(
      orderStepIndex(
        events('CREATION_END', 'INCOMING_FUNDS_DETECTED', 'FUNDS_WITHDRAWAL_START', 'WITHDRAWAL_COMPLETED'),
      ),
    ).toBe(3)
    expect(orderStepIndex(events('CREATION_END', 'DEPOSIT_REGISTERED', 'REFUND_REQUESTED'))).toBe(1)
    expect(
      orderStepIndex(events('CREATION_END', 'DEPOSIT_REGISTERED', 'REFUND_REQUESTED', 'REFUND_COMPLETED')),
    ).toBe(4)
  })

  it('does not depend on the order of the events, and an order without events is at step 1', () => {
    expect(orderStepIndex(events('WITHDRAWAL_COMPLETED', 'CREATION_END', 'INCOMING_FUNDS_DETECTED'))).toBe(3)
    expect(orderStepIndex([])).toBe(1)
  })

  it('ignores the rate and fixed-rate events', () => {
    expect(
      orderStepIndex(
        events(
          'CREATION_END',
          'DEPOSIT_REGISTERED',
          'FIXED_RATE_SLOW_DEPOSIT_DETECTED',
          'RATE_MODE_CHANGED',
          'RATE_MODE_CHANGE_ACCEPTED',
        ),
      ),
    ).toBe(1)
  })
})

describe('orderStatus (docs/product.md §4 "refund completed, refund requested, or the first matching event")', () => {
  it('shows refund completed first, then refund requested', () => {
    expect(
      orderStatus(events('CREATION_END', 'DEPOSIT_REGISTERED', 'REFUND_REQUESTED', 'REFUND_COMPLETED')),
    ).toBe('REFUND_COMPLETED')
    expect(
      orderStatus(
        events('CREATION_END', 'DEPOSIT_REGISTERED', 'INCOMING_FUNDS_DETECTED', 'REFUND_REQUESTED'),
      ),
    ).toBe('REFUND_REQUESTED')
  })

  it('otherwise shows the first status of the precedence list that the order has: the furthest one', () => {
    expect(ORDER_STATUS_PRECEDENCE).toEqual([
      'REFUND_COMPLETED',
      'REFUND_REQUESTED',
      'WITHDRAWAL_COMPLETED',
      'FUNDS_WITHDRAWAL_START',
      'INCOMING_FUNDS_DETECTED',
      'DEPOSIT_REGISTERED',
      'CREATION_END',
    ])
    expect(orderStatus(events('CREATION_END'))).toBe('CREATION_END')
    expect(orderStatus(events('CREATION_END', 'DEPOSIT_REGISTERED'))).toBe('DEPOSIT_REGISTERED')
    expect(orderStatus(events('CREATION_END', 'DEPOSIT_REGISTERED', 'INCOMING_FUNDS_DETECTED'))).toBe(
      'INCOMING_FUNDS_DETECTED',
    )
    expect(
      orderStatus(
        events('CREATION_END', 'DEPOSIT_REGISTERED', 'INCOMING_FUNDS_DETECTED', 'FUNDS_WITHDRAWAL_START'),
      ),
    ).toBe('FUNDS_WITHDRAWAL_START')
    expect(
      orderStatus(
        events(
          'CREATION_END',
          'DEPOSIT_REGISTERED',
          'INCOMING_FUNDS_DETECTED',
          'FUNDS_WITHDRAWAL_START',
          'WITHDRAWAL_COMPLETED',
        ),
      ),
    ).toBe('WITHDRAWAL_COMPLETED')
  })

  it('matches by precedence, not by position in the event list, and skips warning events', () => {
    // The last event is a warning and the list is out of time order: the status is still the furthest step.
    expect(
      orderStatus(
        events(
          'DEPOSIT_REGISTERED',
          'CREATION_END',
          'FIXED_RATE_HIGH_VOLATILITY_DETECTED',
          'RATE_MODE_CHANGED',
        ),
      ),
    ).toBe('DEPOSIT_REGISTERED')
    expect(orderStatus(events('INCOMING_FUNDS_DETECTED', 'CREATION_END', 'RATE_MODE_CHANGE_ACCEPTED'))).toBe(
      'INCOMING_FUNDS_DETECTED',
    )
    expect(orderStatus([])).toBe('CREATION_END')
  })
})

const order = (over: Partial<Order> = {}): Order => ({
  orderId: 'ord_1',
  pair: {
    instrumentFrom: { currencyTitle: 'BTC', networkTitle: 'BTC', slug: 'btc' },
    instrumentTo: { currencyTitle: 'USDT', networkTitle: 'TRC20', slug: 'usdttrc20' },
  },
  rateMode: 'FLOATING',
  destinationAddress: 'T1',
  createdAt: '2026-11-21T10:00:00Z',
  claimedDepositAmount: 0.01,
  claimedPublicRate: 64000,
  amountToGet: 640,
  minConfirmationsToWithdraw: 2,
  deposits: [],
  withdrawals: [],
  orderEvents: events('CREATION_END'),
  depositAddress: 'bc1q',
  expectedDepositAmount: 0.01,
  ...over,
})

const xmr = { currencyTitle: 'XMR', networkTitle: 'XMR', slug: 'xmr' }

describe('confirmations (docs/product.md §9 "Coin XMR needs 50 confirmations; otherwise minConfirmationsToWithdraw")', () => {
  it('needs 50 for an XMR deposit whatever the order says, else the order’s minimum', () => {
    const toUsdt = { instrumentTo: order().pair.instrumentTo }
    expect(
      requiredConfirmations(
        order({ pair: { instrumentFrom: xmr, ...toUsdt }, minConfirmationsToWithdraw: 10 }),
      ),
    ).toBe(50)
    expect(
      requiredConfirmations(
        order({
          pair: { instrumentFrom: { ...xmr, currencyTitle: 'xmr' }, ...toUsdt },
          minConfirmationsToWithdraw: 0,
        }),
      ),
    ).toBe(50)
    expect(requiredConfirmations(order({ minConfirmationsToWithdraw: 12 }))).toBe(12)
    // Receiving XMR does not need XMR confirmations: the deposit's coin counts.
    expect(
      requiredConfirmations(
        order({
          pair: { instrumentFrom: order().pair.instrumentFrom, instrumentTo: xmr },
          minConfirmationsToWithdraw: 2,
        }),
      ),
    ).toBe(2)
  })

  it('shows the least confirmed deposit against the requirement while the funds are not detected', () => {
    const withDeposit = order({
      deposits: [
        { amount: 0.005, confirmations: 2 },
        { amount: 0.005, confirmations: 1 },
      ],
      orderEvents: events('CREATION_END', 'DEPOSIT_REGISTERED'),
      minConfirmationsToWithdraw: 3,
    })
    expect(confirmationProgress(withDeposit)).toEqual({ count: 1, required: 3 })
    expect(
      confirmationProgress({
        ...withDeposit,
        pair: { ...withDeposit.pair, instrumentFrom: xmr },
        deposits: [{ amount: 1, confirmations: 7 }],
      }),
    ).toEqual({ count: 7, required: 50 })
  })

  it('shows nothing without a deposit, once funds are detected, on a refund, or when none are needed', () => {
    expect(confirmationProgress(order())).toBeNull()
    const deposits = [{ amount: 0.01, confirmations: 2 }]
    expect(
      confirmationProgress(
        order({
          deposits,
          orderEvents: events('CREATION_END', 'DEPOSIT_REGISTERED', 'INCOMING_FUNDS_DETECTED'),
        }),
      ),
    ).toBeNull()
    expect(
      confirmationProgress(
        order({ deposits, orderEvents: events('CREATION_END', 'DEPOSIT_REGISTERED', 'REFUND_REQUESTED') }),
      ),
    ).toBeNull()
    expect(confirmationProgress(order({ deposits, minConfirmationsToWithdraw: 0 }))).toBeNull()
  })
})

describe('visibleSteps', () => {
  it('marks the step the order is on as current and the ones before as done', () => {
    expect(visibleSteps(1, false)).toEqual([
      { step: 1, state: 'current' },
      { step: 2, state: 'upcoming' },
      { step: 3, state: 'upcoming' },
    ])
    expect(visibleSteps(2, false).map((s) => s.state)).toEqual(['done', 'current', 'upcoming'])
    expect(visibleSteps(3, false).map((s) => s.state)).toEqual(['done', 'done', 'done'])
  })

  it('once the payout is being sent (still step 2), shows the exchange done and the payout current', () => {
    expect(visibleSteps(2, false, true).map((s) => s.state)).toEqual(['done', 'done', 'current'])
    expect(visibleSteps(3, false, true).map((s) => s.state)).toEqual(['done', 'done', 'done'])
    expect(payoutStarted(events('CREATION_END', 'INCOMING_FUNDS_DETECTED', 'FUNDS_WITHDRAWAL_START'))).toBe(
      true,
    )
    expect(payoutStarted(events('CREATION_END', 'INCOMING_FUNDS_DETECTED'))).toBe(false)
  })

  it('shows the refund in place of the exchange and payout once a refund is on its way', () => {
    expect(visibleSteps(1, true)).toEqual([
      { step: 1, state: 'done' },
      { step: 4, state: 'current' },
    ])
    expect(visibleSteps(4, true).map((s) => s.state)).toEqual(['done', 'done'])
  })
})
