import type { DefaultPair, Instrument } from '@sdk/gen/api/types.gen'
import { z } from 'zod/mini'
import { EXCHANGE_DEFAULT_AMOUNT, EXCHANGE_DEFAULT_COIN_SLUG } from '@/config/constants'
import { fiatDemoAmount } from '../fiat/fiat-rules'
import { parseAmount, plainAmount, sanitizeAmount } from './amount'

/**
 * The exchange form's part of the URL (spec §2 "Exchange page query": send and receive instrument slugs,
 * amount, optional coin and ref). `side=receive` says the amount is the receive side's (the user typed there,
 * or swapped); without it the amount is what is sent. All optional and plain strings (web/lib/search-params).
 */
export const exchangeSearchSchema = z.object({
  send: z.optional(z.string()),
  receive: z.optional(z.string()),
  amount: z.optional(z.string()),
  side: z.optional(z.string()),
  coin: z.optional(z.string()),
  ref: z.optional(z.string()),
})

export type ExchangeSearch = z.infer<typeof exchangeSearchSchema>

/** Which amount the user typed: the other one is computed from the live rate. */
export type TypedSide = 'from' | 'to'

/** What the form starts from. */
export interface ExchangeSelection {
  from: Instrument
  to: Instrument
  /** The typed side's amount, sanitised. */
  amount: string
  typedSide: TypedSide
}

/** The pair a path names (/exchange-{send}-{receive}). */
export interface PathPair {
  send: string
  receive: string
}

/** The search params that describe the form's current state (written with navigate({ search, replace })). */
export function searchForSelection(
  selection: { from: { slug: string }; to: { slug: string }; amount: string; typedSide: TypedSide },
  pathPair?: PathPair,
): Pick<ExchangeSearch, 'send' | 'receive' | 'amount' | 'side'> {
  const samePair = pathPair?.send === selection.from.slug && pathPair.receive === selection.to.slug
  return {
    send: samePair ? undefined : selection.from.slug,
    receive: samePair ? undefined : selection.to.slug,
    amount: selection.amount === '' ? undefined : selection.amount,
    side: selection.typedSide === 'to' ? 'receive' : undefined,
  }
}

const FORM_KEYS = ['send', 'receive', 'amount', 'side'] as const

/**
 * The page's search with the form's part replaced: send, receive, amount and side first (in that order, so
 * the URL reads the same whatever was changed last), then anything else the page had (ref, coin, …).
 */
export function withSelectionSearch<T extends Record<string, unknown>>(
  previous: T,
  selection: Pick<ExchangeSearch, 'send' | 'receive' | 'amount' | 'side'>,
): T {
  const rest = Object.fromEntries(
    Object.entries(previous).filter(([key]) => !(FORM_KEYS as readonly string[]).includes(key)),
  )
  return { ...selection, ...rest } as T
}

/**
 * What in a search sets the form up (send, receive, amount, side and coin), as one comparable string: the form
 * starts again when this changes by anything but its own writes (ExchangeStart).
 */
export const formSearchKey = (search: ExchangeSearch): string =>
  JSON.stringify([search.send, search.receive, search.amount, search.side, search.coin])

const bySlug = (instruments: readonly Instrument[], slug: string | undefined) =>
  slug ? instruments.find((instrument) => instrument.slug === slug.toLowerCase()) : undefined

/**
 * Where the form starts: the search's send/receive, else the path's pair, else (receive) the `coin` query,
 * else the server's default pair, else the default coin (btc, §9) and the first other instrument. The amount:
 * the search's, else for a card pair the fiat demo amount (§9), else the default pair's, else 500 (§9). Unknown slugs are ignored. Returns null only when the
 * list has fewer than two instruments.
 */
export function resolveSelection(args: {
  search: ExchangeSearch
  instruments: readonly Instrument[]
  pathPair?: PathPair
  defaultPair?: DefaultPair | null
}): ExchangeSelection | null {
  const { search, instruments, pathPair, defaultPair } = args
  if (instruments.length < 2) return null
  const to =
    bySlug(instruments, search.receive) ??
    bySlug(instruments, pathPair?.receive) ??
    bySlug(instruments, search.coin) ??
    bySlug(instruments, defaultPair?.instrumentTo.slug) ??
    bySlug(instruments, EXCHANGE_DEFAULT_COIN_SLUG) ??
    (instruments[0] as Instrument)
  const from =
    bySlug(instruments, search.send) ??
    bySlug(instruments, pathPair?.send) ??
    bySlug(instruments, defaultPair?.instrumentFrom.slug) ??
    (instruments.find((instrument) => instrument.slug !== to.slug) as Instrument)
  const typedSide: TypedSide = search.side === 'receive' ? 'to' : 'from'
  const decimals = (typedSide === 'from' ? from : to).precisionDecimals
  const typed = sanitizeAmount(search.amount ?? '', decimals)
  // §9 "Fiat demo amounts": a card pair without an amount starts from the demo amount of what is sent.
  const demo = fiatDemoAmount(from, to)
  if (parseAmount(typed) === null && demo !== null) return { from, to, amount: demo, typedSide: 'from' }
  const amount =
    parseAmount(typed) !== null
      ? typed
      : defaultPair && !search.amount
        ? plainAmount(defaultPair.amount, from.precisionDecimals)
        : EXCHANGE_DEFAULT_AMOUNT
  return { from, to, amount, typedSide }
}

/** The /exchange-{pair} route params of a pair (as its params.parse gives them), for links. */
export const exchangePairParams = (send: string, receive: string) => ({
  pair: `${send}-${receive}`,
  send,
  receive,
})
