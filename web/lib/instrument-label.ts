import type { InstrumentRef } from '@sdk/gen/api/types.gen'

/**
 * 'USDT (TRC20)'; a coin on its own network is just 'BTC'. A no-break space keeps the network on the ticker's line
 * when a label wraps ('BTC → USDT' over '(TRC20)' reads as another coin).
 */
export function instrumentLabel(instrument: Pick<InstrumentRef, 'currencyTitle' | 'networkTitle'>): string {
  const { currencyTitle, networkTitle } = instrument
  return networkTitle && networkTitle !== currencyTitle
    ? `${currencyTitle}\u00a0(${networkTitle})`
    : currencyTitle
}
