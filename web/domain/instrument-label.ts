import type { Instrument, InstrumentRef } from '@sdk/gen/api/types.gen'

type Named = Pick<InstrumentRef, 'currencyTitle' | 'networkTitle'>

export const onOwnNetwork = ({ currencyTitle, networkTitle }: Named): boolean =>
  !networkTitle || networkTitle === currencyTitle

/** Not for a fiat currency either: 'CARD' is how the catalogue files it, not a network a person would name. */
export const hasNetwork = (instrument: Named & Pick<Instrument, 'instrumentType'>): boolean =>
  instrument.instrumentType !== 'fiat' && !onOwnNetwork(instrument)

/** A no-break space keeps the network on the ticker's line: '(TRC20)' alone on a line reads as another coin. */
export function instrumentLabel(instrument: Named): string {
  return onOwnNetwork(instrument)
    ? instrument.currencyTitle
    : `${instrument.currencyTitle}\u00a0(${instrument.networkTitle})`
}
