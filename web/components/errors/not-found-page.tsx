import { useRouterState } from '@tanstack/react-router'
import { Page } from '@/components/layout/page'
import { LinkButton } from '@/components/ui/link-button'
import { brandName } from '@/lib/brand'
import { m } from '@/paraglide/messages.js'
import { localizeHref } from '@/paraglide/runtime.js'

/**
 * "Page Not Found: {path}" (docs/product.md §8) for unknown paths and for params/search that fail
 * validation. Sets its own document title (React hoists it above the route title) and
 * robots noindex.
 */
export function NotFoundPage() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  return (
    <Page
      title={m.error_not_found_title({ path: localizeHref(pathname) })}
      description={m.error_not_found_description()}
    >
      <title>{m.seo_title_template({ title: m.page_title_not_found(), brand: brandName() })}</title>
      <meta name="robots" content="noindex" />
      <LinkButton to="/">{m.error_go_home()}</LinkButton>
    </Page>
  )
}
