import { Suspense } from 'react'
import { lazyPart } from '@/lib/connectivity/load-when-online'

/** The one error table (error-message.ts), loaded with the first error a page shows instead of with the page. */
const ErrorMessage = lazyPart(() =>
  import('./error-message').then((module) => ({
    default: ({ error }: { error: unknown }) => module.errorMessage(error),
  })),
)

/**
 * An error's text in the user's language, through the one table (web/lib/error-message.ts), for a component of
 * the first page: the table's code and its texts load with the first error shown, not before the page.
 */
export function ErrorText({ error }: { error: unknown }) {
  return (
    <Suspense fallback={null}>
      <ErrorMessage error={error} />
    </Suspense>
  )
}
