import type { InstrumentRef } from '@sdk/gen/api/types.gen'

/** 'USDT (TRC20)'; a coin on its own network is just 'BTC'. */
export function instrumentLabel(instrument: Pick<InstrumentRef, 'currencyTitle' | 'networkTitle'>): string {
  const { currencyTitle, networkTitle } = instrument
  return networkTitle && networkTitle !== currencyTitle ? `${currencyTitle} (${networkTitle})` : currencyTitle
}
