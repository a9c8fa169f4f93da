import { pushDataLayer } from '@/lib/data-layer'
import type { TrackingUserType } from '@/lib/session/account-rules'

/**
 * The page_view event for the tag manager (spec §6 "Guests are tracked as guest"): the public path and URL of
 * the page, its locale and whether the visitor is signed in.
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
    page_location: page.url,
    language: page.locale,
    user_type: page.userType,
  })
}
