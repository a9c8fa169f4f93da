import { listInstrumentsV1Options } from '@sdk/gen/api/@tanstack/react-query.gen'
import type { Instrument } from '@sdk/gen/api/types.gen'
import { redirect } from '@tanstack/react-router'
import { type NavigationArgs, searchText } from './navigation-args'

/**
 * Spec §2 rule 1: a home page link from an exchange-rate aggregator, /?cur_from=BTC&cur_to=USDTTRC20&ref=…,
 * opens the exchange page of that pair: both instruments are looked up by their exchange-service name
 * (bestChangeName) and the visitor goes to /exchange-{from}-{to}?ref=… (the instruments' slugs, lower-cased,
 * which is how the exchange route reads its pair). If either is unknown (or the lookup fails) the error is
 * logged and the visitor goes to the plain home page.
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

  const byName = async (bestChangeName: string): Promise<Instrument | undefined> => {
    const list = await context.queryClient.ensureQueryData(
      listInstrumentsV1Options({ query: { bestChangeName } }),
    )
    return list[0]
  }
  let found: [Instrument | undefined, Instrument | undefined]
  try {
    found = await Promise.all([byName(curFrom), byName(curTo)])
  } catch (error) {
    console.error('[navigation] instrument lookup for cur_from/cur_to failed', error)
    found = [undefined, undefined]
  }
  const [from, to] = found
  if (!from || !to) {
    console.error(
      `[navigation] cur_from=${curFrom} cur_to=${curTo}: ${from ? curTo : curFrom} is not an instrument`,
    )
    throw redirect({ to: '/', replace: true })
  }
  const [send, receive] = [from.slug.toLowerCase(), to.slug.toLowerCase()]
  const params = { pair: `${send}-${receive}`, send, receive }
  throw redirect({ to: '/exchange-{$pair}', params, search: { ref }, replace: true })
}
