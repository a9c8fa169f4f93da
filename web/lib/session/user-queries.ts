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

/**
 * The generated keys of every query that holds one signed-in user's data: the account data, the verification
 * (KYC) status and the card provider's KYC, and the rest of the account area. Each key without parameters matches
 * all of that operation's queries (any parameters, infinite ones too). session-store.test.ts checks the list
 * against the contract's secured GET operations, so a new one cannot be forgotten.
 */
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

/**
 * Forgets the signed-in user's data (docs/product.md §4 Logout "clear account and verification data"; §6 session reset),
 * so nothing of it shows to the next visitor of this browser.
 */
export function removeUserQueries(queryClient: QueryClient): void {
  for (const queryKey of userQueryKeys()) queryClient.removeQueries({ queryKey })
}
