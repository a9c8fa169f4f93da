import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { defaultPairQueryOptions, instrumentsQueryOptions } from '../queries'
import {
  type ExchangeSearch,
  formSearchKey,
  type PathPair,
  resolveSelection,
  withSelectionSearch,
} from '../selection/exchange-search'
import { takeReturnedDraft } from '../submit/pending-order'
import { ExchangeForm } from './exchange-form'

export interface ExchangeStartProps {
  search: ExchangeSearch
  pathPair?: PathPair
  variant?: 'exchange' | 'calculator'
}

/**
 * The exchange form set up from the URL (spec §2 "Exchange page query"). The form writes its own part of the
 * URL as the user picks and types; when the URL changes any other way (a link, back and forward, a typed
 * address: /?send=btc&receive=eth → /?send=xmr&receive=usdttrc20), the form starts again from the new search.
 * The route's loader has fetched the instruments. A create that failed on /order/pending sends everything typed
 * back here (submit/pending-order.ts).
 */
export function ExchangeStart({ search, pathPair, variant }: ExchangeStartProps) {
  const { data: instruments } = useSuspenseQuery(instrumentsQueryOptions())
  const { data: defaultPair } = useQuery({ ...defaultPairQueryOptions(), enabled: !pathPair })
  const incoming = formSearchKey(search)
  const start = () => ({
    key: incoming,
    selection: resolveSelection({ search, instruments, pathPair, defaultPair }),
    generation: 0,
  })
  const [state, setState] = useState(start)
  // A create that failed on /order/pending comes back with everything typed (read once, in the browser only).
  const [returned] = useState(takeReturnedDraft)
  /** The key of the search the form wrote last: that change is the form's own, not a new start. */
  const written = useRef<string | null>(null)
  if (incoming !== state.key) {
    const own = incoming === written.current
    setState(own ? { ...state, key: incoming } : { ...start(), generation: state.generation + 1 })
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
      returned={state.generation === 0 ? returned : null}
      onSearchWrite={(part) => {
        written.current = formSearchKey(withSelectionSearch(search, part))
      }}
    />
  )
}
