import { type ErrorComponentProps, isNotFound, SearchParamError } from '@tanstack/react-router'
import { ErrorPage } from './error-page-lazy'
import { NotFoundPage } from './not-found-page'

/**
 * The router's default errorComponent. A search param that fails validateSearch (or a not-found thrown from a loader)
 * is a 404 (docs/product.md §8); anything else is the error page.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  if (error instanceof SearchParamError || isNotFound(error)) return <NotFoundPage />
  return <ErrorPage error={error} reset={reset} />
}
