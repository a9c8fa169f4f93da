import type { OrderEventKind } from '@sdk/gen/api/types.gen'
import { describe, expect, it } from 'vitest'
import { hasWarning, orderWarnings } from './order-warnings'

const events = (...kinds: OrderEventKind[]) => kinds.map((kind) => ({ kind }))
const base: OrderEventKind[] = ['CREATION_END', 'DEPOSIT_REGISTERED']

describe('orderWarnings (docs/product.md §4 "Warnings")', () => {
  it('shows nothing for an order without a rate problem', () => {
    const warnings = orderWarnings(events(...base, 'INCOMING_FUNDS_DETECTED'))
    expect(warnings).toEqual({ rateChanged: false, fixedRateCauses: [] })
    expect(hasWarning(warnings)).toBe(false)
  })

  it('shows the rate-change warning after a rate mode change without a refund request or acceptance', () => {
    expect(orderWarnings(events(...base, 'RATE_MODE_CHANGED')).rateChanged).toBe(true)
    expect(orderWarnings(events(...base, 'RATE_MODE_CHANGED', 'RATE_MODE_CHANGE_ACCEPTED')).rateChanged).toBe(
      false,
    )
    expect(orderWarnings(events(...base, 'RATE_MODE_CHANGED', 'REFUND_REQUESTED')).rateChanged).toBe(false)
  })

  it.each([
    'FIXED_RATE_HIGH_VOLATILITY_DETECTED',
    'FIXED_RATE_SLOW_DEPOSIT_DETECTED',
    'FIXED_RATE_WRONG_DEPOSIT_AMOUNT_DETECTED',
  ] as const)(
    'shows the fixed-rate warning for %s unless a refund was requested or the new rate accepted',
    (cause) => {
      const shown = orderWarnings(events(...base, cause))
      expect(shown.fixedRateCauses).toEqual([cause])
      expect(hasWarning(shown)).toBe(true)
      expect(
        orderWarnings(events(...base, cause, 'RATE_MODE_CHANGED', 'RATE_MODE_CHANGE_ACCEPTED'))
          .fixedRateCauses,
      ).toEqual([])
      expect(orderWarnings(events(...base, cause, 'REFUND_REQUESTED')).fixedRateCauses).toEqual([])
    },
  )

  it('lists every cause that occurred, in a fixed order, whatever the order of the events', () => {
    expect(
      orderWarnings(
        events(...base, 'FIXED_RATE_WRONG_DEPOSIT_AMOUNT_DETECTED', 'FIXED_RATE_HIGH_VOLATILITY_DETECTED'),
      ).fixedRateCauses,
    ).toEqual(['FIXED_RATE_HIGH_VOLATILITY_DETECTED', 'FIXED_RATE_WRONG_DEPOSIT_AMOUNT_DETECTED'])
    // A refund request listed before the problem still hides the warnings.
    expect(
      hasWarning(
        orderWarnings(
          events('REFUND_REQUESTED', ...base, 'FIXED_RATE_SLOW_DEPOSIT_DETECTED', 'RATE_MODE_CHANGED'),
        ),
      ),
    ).toBe(false)
  })
})
