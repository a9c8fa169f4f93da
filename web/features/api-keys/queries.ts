import { listApiKeysOptions, listApiKeysQueryKey } from '@sdk/gen/api/@tanstack/react-query.gen'
import { type QueryClient, queryOptions } from '@tanstack/react-query'

/** The signed-in user's API keys, oldest first, never with a secret (listApiKeys). */
export const apiKeysQueryOptions = () => queryOptions(listApiKeysOptions())

/** After any change to a key (generate, update, delete): the list reloads, by its generated key. */
export function reloadApiKeys(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: listApiKeysQueryKey() })
}
