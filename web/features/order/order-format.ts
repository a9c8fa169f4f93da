import { ORDER_AMOUNT_DECIMALS } from '@/config/constants'
import { formatDecimal, type Numeric } from '@/lib/format/decimal-format'
import { formatAmount } from '@/lib/format/format'

/** An order amount in the locale, to 8 decimals with trailing zeros trimmed (docs/product.md §9, §5), without a currency. */
export function orderAmount(value: Numeric): string {
  return formatAmount(value, ORDER_AMOUNT_DECIMALS)
}

/**
 * The same amount as orderAmount shows, for the clipboard: digits and a dot, no grouping ('2500.75'), whatever the
 * locale. A wallet's amount field reads "2 500,75" or "1,250.5" as another number, or refuses it.
 */
export function orderAmountPlain(value: Numeric): string {
  return formatDecimal(value, ORDER_AMOUNT_DECIMALS, { decimal: '.', group: null })
}

/** An order amount with its currency: '0.01 BTC'. */
export function orderAmountWithCurrency(value: Numeric, currencyTitle: string): string {
  return `${orderAmount(value)} ${currencyTitle}`
}

/** A time span as 'm:ss', or 'h:mm:ss' from an hour up; a negative span is 0:00. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000))
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const seconds = total % 60
  const ss = String(seconds).padStart(2, '0')
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${ss}` : `${minutes}:${ss}`
}

/** What an order's deposits (or withdrawals) add up to. */
export const totalAmount = (items: readonly { amount: number }[]): number =>
  items.reduce((total, item) => total + item.amount, 0)
