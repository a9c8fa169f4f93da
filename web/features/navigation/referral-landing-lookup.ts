import { listInstrumentsV1Options } from '@sdk/gen/api/@tanstack/react-query.gen'
import type { Instrument } from '@sdk/gen/api/types.gen'
import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'

/** An aggregator's pair, as its link names it: the instruments' exchange-service names and the referral id. */
export interface ReferralLanding {
  curFrom: string
  curTo: string
  ref: string
}

/**
 * Where an aggregator's link goes (referral-landing-rule.ts): both instruments are looked up by their
 * exchange-service name (bestChangeName); the visitor goes to /exchange-{from}-{to}?ref=… (the instruments' slugs,
 * lower-cased, which is how the exchange route reads its pair).
 */
export async function redirectToLandingPair(
  queryClient: QueryClient,
  { curFrom, curTo, ref }: ReferralLanding,
): Promise<never> {
  const byName = async (bestChangeName: string): Promise<Instrument | undefined> => {
    const list = await queryClient.ensureQueryData(listInstrumentsV1Options({ query: { bestChangeName } }))
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
