import type { Instrument } from '@sdk/gen/api/types.gen'
import { coinLabel } from '@/features/prices/price-naming'
import { m } from '@/paraglide/messages.js'

/**
 * Title and description of a coin's price page: its heading, and its head (imported on demand). The coin is named
 * as on the rest of the site ('USDT (TRC20) price'), not by its URL slug ('USDTTRC20').
 */
export const priceSymbolText = (
  instrument: Pick<Instrument, 'currencyTitle' | 'networkTitle' | 'instrumentType'>,
) => {
  const symbol = coinLabel(instrument)
  return {
    title: m.page_title_price_symbol({ symbol }),
    description: m.page_description_price_symbol({ symbol }),
  }
}
