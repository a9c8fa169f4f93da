// Offset/limit paging for the history lists, with the contract's bounds.
import type { Page } from './context'
import { validationError } from './errors'

export interface PageQuery {
  offset?: number
  limit?: number
}

export const paginate = <T>(
  items: readonly T[],
  q: PageQuery = {},
  maxLimit = 100,
  defaultLimit = 20,
): Page<T> => {
  const offset = q.offset ?? 0
  const limit = q.limit ?? defaultLimit
  if (!Number.isInteger(offset) || offset < 0)
    throw validationError('offset', 'offset must be an integer ≥ 0')
  if (!Number.isInteger(limit) || limit < 1 || limit > maxLimit) {
    throw validationError('limit', `limit must be an integer from 1 to ${maxLimit}`)
  }
  return { items: items.slice(offset, offset + limit), total: items.length }
}

/** Newest first by an ISO createdAt. */
export const newestFirst = <T extends { createdAt: string }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
