import { lazy, Suspense } from 'react'
import { m } from '@/paraglide/messages.js'

const LazyErrorPage = lazy(() =>
  import('./error-page').then(
    (module) => ({ default: module.ErrorPage }),
    // Its code could not load (the error may be the network itself): the title and a reload, from the first JS.
    () => ({ default: ErrorPageWithoutCode }),
  ),
)

function ErrorPageWithoutCode() {
  return (
    <section aria-labelledby="error-page-title">
      <h1 id="error-page-title">{m.error_page_title()}</h1>
      <button type="button" onClick={() => window.location.reload()}>
        {m.error_retry()}
      </button>
    </section>
  )
}

/**
 * The error page of docs/product.md §2, whose code (and the bot check's pattern list) loads with the first error instead of
 * with every page (docs/budgets.md).
 */
export function ErrorPage(props: { error: unknown; reset?: () => void }) {
  return (
    <Suspense fallback={null}>
      <LazyErrorPage {...props} />
    </Suspense>
  )
}
