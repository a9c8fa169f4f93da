import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useHydrated } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { defaultPairQueryOptions, instrumentsQueryOptions } from '../queries'
import type { ExchangeSearch, PathPair } from '../selection/exchange-search'
import { formSearchKey, resolveSelection, withSelectionSearch } from '../selection/form-search'
import { orderInKycDraft, type ReturnedDraft, takeReturnedDraft } from '../submit/pending-order'
import { ExchangeForm } from './exchange-form'

export interface ExchangeStartProps {
  search: ExchangeSearch
  pathPair?: PathPair
  variant?: 'exchange' | 'calculator'
}

/**
 * What the form starts from when the visitor comes back to it (read once, in the browser only): everything typed
 * into a create that failed on /order/pending, or a fiat order stopped in its identity check on this page
 * (submit/pending-order.ts).
 */
const takeDraft = (): ReturnedDraft | null =>
  takeReturnedDraft() ?? orderInKycDraft(globalThis.location?.pathname ?? '')

/**
 * The exchange form set up from the URL (spec §2 "Exchange page query"). The form writes its own part of the
 * URL as the user picks and types; when the URL changes any other way (a link, back and forward, a typed
 * address: /?send=btc&receive=eth → /?send=xmr&receive=usdttrc20), the form starts again from the new search.
 * The route's loader has fetched the instruments. A create that failed on /order/pending sends everything typed
 * back here (submit/pending-order.ts), and so does a fiat order whose identity check a reload interrupted.
 */
export function ExchangeStart({ search, pathPair, variant }: ExchangeStartProps) {
  const { data: instruments } = useSuspenseQuery(instrumentsQueryOptions())
  const { data: defaultPair } = useQuery({ ...defaultPairQueryOptions(), enabled: !pathPair })
  // False while React hydrates a pre-rendered page, which shows a first-time visitor's form.
  const hydrated = useHydrated()
  const incoming = formSearchKey(search)
  const start = (generation: number, returned: ReturnedDraft | null = null) => ({
    key: incoming,
    selection: resolveSelection({ search, instruments, pathPair, defaultPair }),
    generation,
    returned,
  })
  const [state, setState] = useState(() => start(0, hydrated ? takeDraft() : null))
  const draftTaken = useRef(hydrated)
  // Once a pre-rendered page has hydrated, the draft is read, and a form that has one starts again from it.
  useEffect(() => {
    if (draftTaken.current) return
    draftTaken.current = true
    const draft = takeDraft()
    if (draft) setState((current) => ({ ...current, generation: current.generation + 1, returned: draft }))
  }, [])
  /** The key of the search the form wrote last: that change is the form's own, not a new start. */
  const written = useRef<string | null>(null)
  if (incoming !== state.key) {
    const own = incoming === written.current
    setState(own ? { ...state, key: incoming } : start(state.generation + 1))
  }
  if (!state.selection) return null
  return (
    <ExchangeForm
      key={state.generation}
      instruments={instruments}
      selection={state.selection}
      pathPair={pathPair}
      referralQuery={search.ref}
      variant={variant}
      returned={state.returned}
      onSearchWrite={(part) => {
        written.current = formSearchKey(withSelectionSearch(search, part))
      }}
    />
  )
}
