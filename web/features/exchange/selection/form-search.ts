import type { DefaultPair, Instrument, RateMode } from '@sdk/gen/api/types.gen'
import { EXCHANGE_DEFAULT_AMOUNT, EXCHANGE_DEFAULT_COIN_SLUG } from '@/config/constants'
import { parseAmount, plainAmount, readAmount } from '@/domain/amount'
import { fiatDemoAmount } from '../fiat/fiat-rules'
import type { ExchangeSearch, ExchangeSelection, PathPair, TypedSide } from './exchange-search'

// How the form reads its start from the URL and writes its state back: apart from exchange-search.ts, whose schema
// the routes validate before the first render, so this is in the form's chunks only (docs/budgets.md).

/** The search params that describe the form's current state (written with navigate({ search, replace })). */
export function searchForSelection(
  selection: {
    from: { slug: string }
    to: { slug: string }
    amount: string
    typedSide: TypedSide
    rateMode: RateMode
  },
  pathPair?: PathPair,
): FormSearch {
  const samePair = pathPair?.send === selection.from.slug && pathPair.receive === selection.to.slug
  return {
    send: samePair ? undefined : selection.from.slug,
    receive: samePair ? undefined : selection.to.slug,
    amount: selection.amount === '' ? undefined : selection.amount,
    side: selection.typedSide === 'to' ? 'receive' : undefined,
    rate: selection.rateMode === 'FIXED' ? 'fixed' : undefined,
  }
}

const FORM_KEYS = ['send', 'receive', 'amount', 'side', 'rate'] as const

export type FormSearch = Pick<ExchangeSearch, (typeof FORM_KEYS)[number]>

/**
 * The page's search with the form's part replaced: send, receive, amount, side and rate first (in that order, so
 * the URL reads the same whatever was changed last), then anything else the page had (ref, coin, …).
 */
export function withSelectionSearch<T extends Record<string, unknown>>(
  previous: T,
  selection: FormSearch,
): T {
  const rest = Object.fromEntries(
    Object.entries(previous).filter(([key]) => !(FORM_KEYS as readonly string[]).includes(key)),
  )
  return { ...selection, ...rest } as T
}

/**
 * What in a search sets the form up (send, receive, amount, side, rate and coin), as one comparable string: the form
 * starts again when this changes by anything but its own writes (ExchangeStart).
 */
export const formSearchKey = (search: ExchangeSearch): string =>
  JSON.stringify([search.send, search.receive, search.amount, search.side, search.rate, search.coin])

const bySlug = (instruments: readonly Instrument[], slug: string | undefined) =>
  slug ? instruments.find((instrument) => instrument.slug === slug.toLowerCase()) : undefined

/**
 * Where the form starts: the search's send/receive, else the path's pair, else (receive) the `coin` query, else the
 * server's default pair, else the default coin (btc, docs/product.md §9) and the first other instrument.
 */
export function resolveSelection(args: Parameters<typeof resolvePairAndAmount>[0]): ExchangeSelection | null {
  const selection = resolvePairAndAmount(args)
  return selection && args.search.rate === 'fixed' ? { ...selection, rateMode: 'FIXED' } : selection
}

function resolvePairAndAmount(args: {
  search: ExchangeSearch
  instruments: readonly Instrument[]
  pathPair?: PathPair
  defaultPair?: DefaultPair | null
  startAmount?: (from: Instrument, to: Instrument) => string | null
}): ExchangeSelection | null {
  const { search, instruments, pathPair, defaultPair, startAmount } = args
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
  // The form writes plain amounts; one read in English style refuses a comma that could group ("1,500"). A refused
  // amount (not a plain number, or finer than the instrument) is ignored like a broken one.
  const typed = readAmount(search.amount ?? '', 'en', decimals).amount
  // docs/product.md §9 "Fiat demo amounts": a card pair without an amount starts from the demo amount of what is sent.
  const demo = fiatDemoAmount(from, to)
  if (parseAmount(typed) === null && demo !== null) return { from, to, amount: demo, typedSide: 'from' }
  if (parseAmount(typed) !== null) return { from, to, amount: typed, typedSide }
  // The default pair's amount is in its send instrument: only for that instrument (a pair page opened from the
  // home page, whose default pair is still in the cache, would start at 500 BTC for 500 USDT).
  if (defaultPair && !search.amount && from.slug === defaultPair.instrumentFrom.slug)
    return { from, to, amount: plainAmount(defaultPair.amount, from.precisionDecimals), typedSide }
  const moved = typedSide === 'from' ? (startAmount?.(from, to) ?? null) : null
  return moved === null
    ? { from, to, amount: EXCHANGE_DEFAULT_AMOUNT, typedSide }
    : { from, to, amount: moved, typedSide, movedIntoLimits: true }
}
