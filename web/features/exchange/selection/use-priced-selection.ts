import type { Instrument, RateMode } from '@sdk/gen/api/types.gen'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import type { PathPair, TypedSide } from './exchange-search'
import { type FormSearch, searchForSelection, withSelectionSearch } from './form-search'

/** Typing waits this long before the rate is asked and the URL written (keystrokes in between are merged). */
const TYPING_SETTLE_MS = 300

/** What is priced: the side the user typed and its amount. */
export interface Priced {
  typedSide: TypedSide
  amount: string
}

/**
 * What the live rate prices and the URL says (docs/product.md §2: send, receive and amount in the query; the rate
 * mode), written from the form's event handlers through the router (navigate, replace, no scroll), never synced by an
 * effect.
 */
export function usePricedSelection(
  initial: Priced,
  pathPair: PathPair | undefined,
  /** Told of the form's part of the URL just before it is written. */
  onWrite?: (search: FormSearch) => void,
) {
  const navigate = useNavigate()
  const [priced, setPriced] = useState<Priced>(initial)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  function commit(
    next: { from: Instrument; to: Instrument; rateMode: RateMode } & Priced,
    { typing = false } = {},
  ) {
    clearTimeout(timer.current)
    const run = () => {
      setPriced({ typedSide: next.typedSide, amount: next.amount })
      const written = searchForSelection(next, pathPair)
      onWrite?.(written)
      void navigate({
        to: '.',
        search: (previous: Record<string, unknown>) => withSelectionSearch(previous, written),
        replace: true,
        resetScroll: false,
      })
    }
    if (typing) timer.current = setTimeout(run, TYPING_SETTLE_MS)
    else run()
  }

  return { priced, commit }
}
