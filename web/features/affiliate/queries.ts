import {
  getReferrerIdOptions,
  listAffiliateAccrualsOptions,
  listCashbacksOptions,
} from '@sdk/gen/api/@tanstack/react-query.gen'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { ACCOUNT_HISTORY_PAGE_SIZE } from '@/config/constants'

/** The user's referral id, shared as the `ref` query; it does not change. */
export const referrerIdQueryOptions = () => queryOptions({ ...getReferrerIdOptions(), staleTime: Infinity })

const page = (n: number) => ({
  query: { offset: n * ACCOUNT_HISTORY_PAGE_SIZE, limit: ACCOUNT_HISTORY_PAGE_SIZE },
})

/** One page of the rewards of a kind, newest first; the page shown stays while the next loads. */
export const rewardsQueryOptions = (kind: 'accrual' | 'cashback', n: number) =>
  kind === 'accrual'
    ? queryOptions({ ...listAffiliateAccrualsOptions(page(n)), placeholderData: keepPreviousData })
    : queryOptions({ ...listCashbacksOptions(page(n)), placeholderData: keepPreviousData })
