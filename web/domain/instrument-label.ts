import type { Instrument, InstrumentRef } from '@sdk/gen/api/types.gen'

type Named = Pick<InstrumentRef, 'currencyTitle' | 'networkTitle'>

/** Whether a coin is on a network of its own (BTC on BTC): its labels then leave the network out. */
export const onOwnNetwork = ({ currencyTitle, networkTitle }: Named): boolean =>
  !networkTitle || networkTitle === currencyTitle

/**
 * Whether a network badge names something beside the ticker: not for a coin on its own network, nor for a fiat
 * currency, paid by card ('CARD' is how the catalogue files it, not a network a person would name).
 */
export const hasNetwork = (instrument: Named & Pick<Instrument, 'instrumentType'>): boolean =>
  instrument.instrumentType !== 'fiat' && !onOwnNetwork(instrument)

/**
 * 'USDT (TRC20)'; a coin on its own network is just 'BTC'. A no-break space keeps the network on the ticker's line
 * when a label wraps ('BTC → USDT' over '(TRC20)' reads as another coin).
 */
export function instrumentLabel(instrument: Named): string {
  return onOwnNetwork(instrument)
    ? instrument.currencyTitle
    : `${instrument.currencyTitle}\u00a0(${instrument.networkTitle})`
}
