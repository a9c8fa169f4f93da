import {
  getCashbackTotalsOptions,
  getWalletBalancesOptions,
  listOrderHistoryOptions,
  listWalletHistoryOptions,
} from '@sdk/gen/api/@tanstack/react-query.gen'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { ACCOUNT_HISTORY_PAGE_SIZE } from '@/config/constants'

/** The query of page `n` (0-based) of a history the contract pages by offset and limit. */
export const pageQuery = (n: number) => ({
  query: { offset: n * ACCOUNT_HISTORY_PAGE_SIZE, limit: ACCOUNT_HISTORY_PAGE_SIZE },
})

/** The account and wallet balances (reloaded by the withdrawal feature after every attempt, by generated key). */
export const walletBalancesQueryOptions = () => queryOptions(getWalletBalancesOptions())

/** One page of the wallet's deposits and withdrawals, newest first; the page shown stays while the next loads. */
export const walletHistoryQueryOptions = (n: number) =>
  queryOptions({ ...listWalletHistoryOptions(pageQuery(n)), placeholderData: keepPreviousData })

/** One page of the user's orders, newest first; the page shown stays while the next loads. */
export const orderHistoryQueryOptions = (n: number) =>
  queryOptions({ ...listOrderHistoryOptions(pageQuery(n)), placeholderData: keepPreviousData })

/** The cashbacks summed per coin, over all of them (the list beside it shows a page at a time). */
export const cashbackTotalsQueryOptions = () => queryOptions(getCashbackTotalsOptions())
