import { redirect } from '@tanstack/react-router'
import { type NavigationArgs, searchText } from './navigation-args'

/**
 * docs/product.md §2 rule 1: a home page link from an exchange-rate aggregator, /?cur_from=BTC&cur_to=USDTTRC20&ref=…,
 * opens the exchange page of that pair (referral-landing-lookup.ts, loaded only for such a link: every other
 * navigation needs nothing of it, and it would sit in every page's first JS).
 */
export async function redirectReferralLanding({
  context,
  location,
}: Pick<NavigationArgs, 'context' | 'location'>) {
  if (location.pathname !== '/') return
  const curFrom = searchText(location, 'cur_from')
  const curTo = searchText(location, 'cur_to')
  const ref = searchText(location, 'ref')
  if (!curFrom || !curTo || !ref) return
  // A lookup that cannot even load is a failed lookup: logged, and the plain home page.
  const { redirectToLandingPair } = await import('./referral-landing-lookup').catch((error: unknown) => {
    console.error('[navigation] instrument lookup for cur_from/cur_to failed', error)
    throw redirect({ to: '/', replace: true })
  })
  await redirectToLandingPair(context.queryClient, { curFrom, curTo, ref })
}
