// The public pair list (popular-exchanges page, the form's receive list) and the default pair.
import type { DefaultPair, PairListItem } from '@sdk/gen/api/types.gen'
import type { Catalog } from './catalog'
import { toRef } from './catalog'
import { isWorldError } from './errors'
import type { InstrumentRecord } from './instruments-seed'
import { assertPairTradable } from './pair-rules'
import { hash32 } from './rng'

/** Ranked by popularity, most popular first. Fiat pairs included; seeded orders skip them. */
export const POPULAR_PAIRS: readonly [string, string][] = [
  ['btc', 'usdttrc20'],
  ['usdttrc20', 'btc'],
  ['eth', 'usdttrc20'],
  ['usdttrc20', 'eth'],
  ['btc', 'eth'],
  ['usdterc20', 'usdttrc20'],
  ['sol', 'usdttrc20'],
  ['xmr', 'btc'],
  ['ltc', 'usdttrc20'],
  ['ton', 'usdttrc20'],
  ['usd', 'btc'],
  ['doge', 'usdttrc20'],
  ['trx', 'usdttrc20'],
  ['xrp', 'usdttrc20'],
  ['bnb', 'usdttrc20'],
  ['eth', 'btc'],
  ['usdttrc20', 'xmr'],
  ['btc', 'xmr'],
  ['usdcerc20', 'usdttrc20'],
  ['eur', 'usdttrc20'],
  ['ada', 'usdttrc20'],
  ['usdtbep20', 'usdttrc20'],
  ['btc', 'sol'],
  ['usdttrc20', 'ton'],
  ['etharbitrum', 'eth'],
]

/** The exchange form's starting pair (docs/product.md §9: default amount 500, default coin btc). */
export const DEFAULT_PAIR = { from: 'usdttrc20', to: 'btc', amount: 500 } as const

const HUBS = ['usdttrc20', 'btc', 'eth']

export const pairItem = (from: InstrumentRecord, to: InstrumentRecord, popularity: number): PairListItem => {
  let isActive = true
  let hasLiquidity = true
  try {
    assertPairTradable(from, to, 'FLOATING')
  } catch (e) {
    if (!isWorldError(e)) throw e
    if (e.code === 'ERR_PAIR_NOT_ACTIVE') isActive = false
    else if (e.code === 'ERR_NO_LIQUIDITY_AVAILABLE') hasLiquidity = false
  }
  return { instrumentFrom: toRef(from), instrumentTo: toRef(to), isActive, hasLiquidity, popularity }
}

/**
 * With instrumentFromSlug: that instrument to every other listed instrument (unknown slug → []).
 * Without: the popular pairs, then every listed instrument to the hubs (USDT TRC20, BTC, ETH).
 */
export const listPairs = (catalog: Catalog, instrumentFromSlug?: string): PairListItem[] => {
  const listed = catalog.list()
  const rank = (a: string, b: string) => {
    const i = POPULAR_PAIRS.findIndex(([f, t]) => f === a && t === b)
    // The others after them, in a fixed order of their own; a range wide enough that two pairs rarely share a rank.
    return i >= 0 ? i + 1 : POPULAR_PAIRS.length + 1 + (hash32(`${a}>${b}`) % 1_000_000)
  }
  if (instrumentFromSlug !== undefined) {
    const from = catalog.bySlug(instrumentFromSlug)
    if (!from) return []
    return listed
      .filter((to) => to !== from)
      .map((to) => pairItem(from, to, rank(from.instrument.slug, to.instrument.slug)))
      .sort((a, b) => a.popularity - b.popularity)
  }
  const seen = new Set<string>()
  const out: PairListItem[] = []
  const add = (a: InstrumentRecord | undefined, b: InstrumentRecord | undefined) => {
    if (!a || !b || a === b) return
    const key = `${a.instrument.slug}>${b.instrument.slug}`
    if (seen.has(key)) return
    seen.add(key)
    out.push(pairItem(a, b, rank(a.instrument.slug, b.instrument.slug)))
  }
  for (const [f, t] of POPULAR_PAIRS) add(catalog.bySlug(f), catalog.bySlug(t))
  for (const inst of listed) for (const hub of HUBS) add(inst, catalog.bySlug(hub))
  return out.sort((a, b) => a.popularity - b.popularity)
}

export const defaultPair = (catalog: Catalog): DefaultPair => ({
  instrumentFrom: toRef(catalog.resolve({ slug: DEFAULT_PAIR.from })),
  instrumentTo: toRef(catalog.resolve({ slug: DEFAULT_PAIR.to })),
  amount: DEFAULT_PAIR.amount,
})
