import { m } from '@/paraglide/messages.js'

/** Title and description of a coin's price page: its heading, and its head (imported on demand). */
export const priceSymbolText = (symbol: string) => ({
  title: m.page_title_price_symbol({ symbol: symbol.toUpperCase() }),
  description: m.page_description_price_symbol({ symbol: symbol.toUpperCase() }),
})
