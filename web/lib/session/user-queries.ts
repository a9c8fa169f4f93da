import {
  getAccountDataQueryKey,
  getCardProviderContactsQueryKey,
  getCardProviderKycAccessTokenQueryKey,
  getCardProviderKycStatusQueryKey,
  getCashbackTotalsQueryKey,
  getKycStatusQueryKey,
  getReferrerIdQueryKey,
  getWalletBalancesQueryKey,
  listAffiliateAccrualsQueryKey,
  listAffiliateBalancesQueryKey,
  listAffiliateWithdrawalsQueryKey,
  listApiKeysQueryKey,
  listCashbacksQueryKey,
  listOrderHistoryQueryKey,
  listWalletHistoryQueryKey,
} from '@sdk/gen/api/@tanstack/react-query.gen'
import type { QueryClient } from '@tanstack/react-query'

/** Keys without parameters, so each matches all of its operation's queries; a test checks the list against the contract. */
export const userQueryKeys = () => [
  getAccountDataQueryKey(),
  getKycStatusQueryKey(),
  getCardProviderKycStatusQueryKey(),
  // Its options are required only for a fetch; without them the key matches every feature's token.
  getCardProviderKycAccessTokenQueryKey({} as Parameters<typeof getCardProviderKycAccessTokenQueryKey>[0]),
  getCardProviderContactsQueryKey(),
  getWalletBalancesQueryKey(),
  listWalletHistoryQueryKey(),
  listOrderHistoryQueryKey(),
  listApiKeysQueryKey(),
  getReferrerIdQueryKey(),
  listAffiliateBalancesQueryKey(),
  listAffiliateAccrualsQueryKey(),
  listCashbacksQueryKey(),
  getCashbackTotalsQueryKey(),
  listAffiliateWithdrawalsQueryKey(),
]

export function removeUserQueries(queryClient: QueryClient): void {
  for (const queryKey of userQueryKeys()) queryClient.removeQueries({ queryKey })
}
