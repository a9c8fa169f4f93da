import type { Instrument } from '@sdk/gen/api/types.gen'
import { instrumentLabel } from '@/domain/instrument-label'
import { getLocale, type Locale } from '@/paraglide/runtime.js'

type Named = Pick<Instrument, 'currencyTitle' | 'networkTitle' | 'instrumentType'>

/**
 * How a coin page names its instrument, as the rest of the site does: 'USDT (TRC20)', 'BTC'; a fiat currency by its
 * code alone ('RUB', never 'RUB (CARD)').
 */
export const coinLabel = (instrument: Named): string =>
  instrument.instrumentType === 'fiat' ? instrument.currencyTitle : instrumentLabel(instrument)

/**
 * A fiat currency's name in the page's language ('Российский рубль' on /ru/price/rub): the catalogue's friendly title
 * is English only. Intl knows every ISO currency; the catalogue's title stays when it does not.
 */
export function fiatName(
  instrument: Pick<Instrument, 'currencyTitle' | 'currencyFriendlyTitle'>,
  locale: Locale = getLocale(),
) {
  try {
    const name = new Intl.DisplayNames(locale, { type: 'currency', fallback: 'none' }).of(
      instrument.currencyTitle,
    )
    if (name) return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1)
  } catch {
    // Not an ISO 4217 code: the catalogue's own name below.
  }
  return instrument.currencyFriendlyTitle
}
