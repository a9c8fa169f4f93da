import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useLayoutEffect, useMemo, useRef, useState } from 'react'
import { EXCHANGE_DEFAULT_AMOUNT } from '@/config/constants'
import { useInstruments } from '@/domain/use-instruments'
import { useStableCallback } from '@/lib/use-stable-callback'
import { defaultPairQueryOptions } from '../queries'
import { AwaitStartAmount } from '../selection/await-start-amount'
import type { ExchangeSearch, PathPair } from '../selection/exchange-search'
import { formSearchKey, resolveSelection, withSelectionSearch } from '../selection/form-search'
import { prerenderedStartAmount } from '../selection/start-amount'
import {
  orderAtProviderDraft,
  orderInKycDraft,
  type ReturnedDraft,
  takeReturnedDraft,
} from '../submit/returned-draft'
import { ExchangeForm, type ExchangeFormProps } from './exchange-form'

type ExchangeFormWrite = NonNullable<ExchangeFormProps['onSearchWrite']>

export interface ExchangeStartProps {
  search: ExchangeSearch
  pathPair?: PathPair
  variant?: 'exchange' | 'calculator'
}

/**
 * What the form starts from when the visitor comes back to it (read once, in the browser only): everything typed
 * into a create that failed on /order/pending, a fiat order stopped in its identity check on this page, or a card
 * order made on this page, with its notice and the way to its provider's page (submit/returned-draft.ts).
 */
function takeDraft(): ReturnedDraft | null {
  const path = globalThis.location?.pathname ?? ''
  return takeReturnedDraft() ?? orderInKycDraft(path) ?? orderAtProviderDraft(path)
}

/** The exchange form set up from the URL (docs/product.md §2 "Exchange page query"). */
export function ExchangeStart(props: ExchangeStartProps) {
  const { search, pathPair } = props
  const instruments = useInstruments()
  // A pair page opened at the default amount waits for the amount it starts from (a client navigation; a
  // pre-rendered page has it), so 500 BTC is never shown only to be moved into the pair's limits. Decided once:
  // the form's own URL writes (an amount typed) must not change what wraps it.
  const [awaited] = useState(() => {
    const first = pathPair && !search.amount && resolveSelection({ search, instruments, pathPair })
    return first && first.typedSide === 'from' && first.amount === EXCHANGE_DEFAULT_AMOUNT ? first : null
  })
  const form = <StartedForm {...props} />
  return awaited ? (
    <AwaitStartAmount from={awaited.from} to={awaited.to}>
      {form}
    </AwaitStartAmount>
  ) : (
    form
  )
}

function StartedForm({ search, pathPair: pathPairProp, variant }: ExchangeStartProps) {
  // The route passes a new object on every render; the form is memoized.
  const send = pathPairProp?.send
  const receive = pathPairProp?.receive
  const pathPair = useMemo(
    () => (send !== undefined && receive !== undefined ? { send, receive } : undefined),
    [send, receive],
  )
  const queryClient = useQueryClient()
  const instruments = useInstruments()
  const { data: defaultPair } = useQuery({ ...defaultPairQueryOptions(), enabled: !pathPair })
  const incoming = formSearchKey(search)
  const start = (generation: number, returned: ReturnedDraft | null = null) => ({
    key: incoming,
    selection: resolveSelection({
      search,
      instruments,
      pathPair,
      defaultPair,
      startAmount: (from, to) => prerenderedStartAmount(queryClient, from, to),
    }),
    generation,
    returned,
  })
  const [state, setState] = useState(() => start(0))
  // The draft is read once the form is on the page, before the browser paints it: a pre-rendered page hydrates
  // as the HTML shows a first-time visitor's form (a hook telling hydration from a client render would re-render
  // the whole form once React has hydrated it, in one long task), and a form that has a draft starts again from it.
  useLayoutEffect(() => {
    const draft = takeDraft()
    if (draft) setState((current) => ({ ...current, generation: current.generation + 1, returned: draft }))
  }, [])
  /** The key of the search the form wrote last: that change is the form's own, not a new start. */
  const written = useRef<string | null>(null)
  // One function for the form's lifetime: the form is memoized, and its own URL writes do not re-render it.
  const onSearchWrite = useStableCallback((part: Parameters<ExchangeFormWrite>[0]) => {
    written.current = formSearchKey(withSelectionSearch(search, part))
  })
  if (incoming !== state.key) {
    const own = incoming === written.current
    setState(own ? { ...state, key: incoming } : start(state.generation + 1))
  }
  return (
    state.selection && (
      <ExchangeForm
        key={state.generation}
        instruments={instruments}
        selection={state.selection}
        pathPair={pathPair}
        referralQuery={search.ref}
        variant={variant}
        returned={state.returned}
        onSearchWrite={onSearchWrite}
      />
    )
  )
}
