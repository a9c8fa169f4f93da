import {
  getWalletBalancesQueryKey,
  listAffiliateBalancesOptions,
  listAffiliateBalancesQueryKey,
  listAffiliateWithdrawalsOptions,
  listAffiliateWithdrawalsQueryKey,
  listWalletHistoryQueryKey,
} from '@sdk/gen/api/@tanstack/react-query.gen'
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query'
import { ACCOUNT_HISTORY_PAGE_SIZE } from '@/config/constants'

/** The balances a withdrawal is paid from (the affiliate balances: accruals and cashbacks). */
export const withdrawableBalancesQueryOptions = () => queryOptions(listAffiliateBalancesOptions())

/** One page of the withdrawal history, newest first; the previous page stays on screen while the next loads. */
export const withdrawalHistoryQueryOptions = (page: number) =>
  queryOptions({
    ...listAffiliateWithdrawalsOptions({
      query: { offset: page * ACCOUNT_HISTORY_PAGE_SIZE, limit: ACCOUNT_HISTORY_PAGE_SIZE },
    }),
    placeholderData: keepPreviousData,
  })

/**
 * docs/product.md §8 "After any withdrawal attempt, balances and withdrawal history reload": every page of the withdrawals, the
 * affiliate balances and the wallet's balances and history, by their generated keys.
 */
export function reloadAfterWithdrawal(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [
      listAffiliateBalancesQueryKey(),
      listAffiliateWithdrawalsQueryKey(),
      getWalletBalancesQueryKey(),
      listWalletHistoryQueryKey(),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  )
}
