import type { PairParams } from '@sdk/gen/api/types.gen'
import { type AmountLimits, amountOnReceiveSide, mergeLimits, type RateResult } from './rate-result'

type Side = 'from' | 'to'

/** Names a pair and the side its amount is typed on (limits are in that side's instrument). */
const keyOf = (p: PairParams) =>
  [
    p.instrumentFromCurrencyTitle,
    p.instrumentFromNetworkTitle,
    p.instrumentToCurrencyTitle,
    p.instrumentToNetworkTitle,
    amountOnReceiveSide(p) ? 'to' : 'from',
  ].join('|')

const boundOf = (code: string): 'min' | 'max' | null =>
  code === 'ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_SMALL'
    ? 'min'
    : code === 'ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_BIG'
      ? 'max'
      : null

/**
 * What each pair accepts (spec §5 min/max): learnt from quotes (deposit rules, in the send instrument) and from
 * min/max answers (expectedAmount, in the typed instrument), plus the limits an order create named, which are
 * remembered (§8 "remember it as the minimal value") and win when stricter.
 */
export class PairLimits {
  private readonly learnt = new Map<string, AmountLimits>()
  private readonly remembered = new Map<string, AmountLimits>()

  learn(params: PairParams, result: RateResult): void {
    const key = keyOf(params)
    const side: Side = amountOnReceiveSide(params) ? 'to' : 'from'
    if (result.kind === 'quote' && side === 'from') {
      const rules = result.data.depositRules
      this.learnt.set(key, { min: rules.minAmount, max: rules.maxAmount })
    }
    if (result.kind === 'error' && result.error.expectedAmount !== null) {
      const bound = boundOf(result.error.code)
      if (bound)
        this.learnt.set(key, {
          ...(this.learnt.get(key) ?? { min: null, max: null }),
          [bound]: result.error.expectedAmount,
        })
    }
  }

  remember(params: PairParams, bound: 'min' | 'max', value: number): void {
    const key = keyOf(params)
    this.remembered.set(key, { ...(this.remembered.get(key) ?? { min: null, max: null }), [bound]: value })
  }

  for(params: PairParams): AmountLimits | null {
    const key = keyOf(params)
    return mergeLimits(this.learnt.get(key) ?? null, this.remembered.get(key) ?? null)
  }
}
