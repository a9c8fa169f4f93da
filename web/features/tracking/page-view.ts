import { pushDataLayer } from '@/lib/data-layer'
import type { TrackingUserType } from '@/lib/session/account-rules'

/** Query parameters that open someone's order (with its id in the path): never sent to analytics. */
const PRIVATE_PARAMS = ['destinationAddress']

/**
 * The page's URL as analytics may see it: without the parameters that give access to an order, and without the
 * fragment, where Telegram puts the Mini App's signed launch data.
 */
export function analyticsLocation(href: string): string {
  const url = new URL(href)
  for (const name of PRIVATE_PARAMS) url.searchParams.delete(name)
  url.hash = ''
  return url.href
}

/**
 * The page_view event for the tag manager (docs/product.md §6 "Guests are tracked as guest"): the public path and URL of
 * the page (analyticsLocation), its locale and whether the visitor is signed in.
 */
export function pushPageView(page: {
  path: string
  url: string
  locale: string
  userType: TrackingUserType
}): void {
  pushDataLayer({
    event: 'page_view',
    page_path: page.path,
    page_location: analyticsLocation(page.url),
    language: page.locale,
    user_type: page.userType,
  })
}
