import { getKycStatusOptions, getKycStatusQueryKey } from '@sdk/gen/api/@tanstack/react-query.gen'
import type { VerificationState } from '@sdk/gen/api/types.gen'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { VERIFICATION_STATUS_POLL_MS } from '@/config/constants'

const PENDING: ReadonlySet<VerificationState> = new Set(['CREATED', 'PROCESS'])

/** The verification status record; read again every 5 s while the check is pending (CREATED or PROCESS). */
export const verificationStatusQueryOptions = () =>
  queryOptions({
    ...getKycStatusOptions(),
    refetchInterval: (query) =>
      query.state.data && PENDING.has(query.state.data.status) ? VERIFICATION_STATUS_POLL_MS : false,
  })

/** docs/product.md §4 "After a submit, the status is re-fetched". */
export const refetchVerificationStatus = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: getKycStatusQueryKey() })
