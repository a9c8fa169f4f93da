import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { type ExchangeSearch, type PathPair, resolveSelection } from '../exchange-search'
import { defaultPairQueryOptions, instrumentsQueryOptions } from '../queries'
import { ExchangeForm } from './exchange-form'

export interface ExchangeStartProps {
  search: ExchangeSearch
  pathPair?: PathPair
  variant?: 'exchange' | 'calculator'
}

/**
 * The exchange form set up from the URL (spec §2 "Exchange page query"): read once when the page opens; from
 * then on the form writes the URL, not the other way round. The route's loader has fetched the instruments.
 */
export function ExchangeStart({ search, pathPair, variant }: ExchangeStartProps) {
  const { data: instruments } = useSuspenseQuery(instrumentsQueryOptions())
  const { data: defaultPair } = useQuery({ ...defaultPairQueryOptions(), enabled: !pathPair })
  const [selection] = useState(() => resolveSelection({ search, instruments, pathPair, defaultPair }))
  if (!selection) return null
  return (
    <ExchangeForm
      instruments={instruments}
      selection={selection}
      pathPair={pathPair}
      referralQuery={search.ref}
      variant={variant}
    />
  )
}
