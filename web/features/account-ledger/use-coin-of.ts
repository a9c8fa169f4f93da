import { useCallback } from 'react'
import { useLoadedInstruments } from '@/domain/use-instruments'

type CoinRef = { currencyTitle: string; networkTitle: string }

/**
 * What CoinLogo needs for a balance or a movement: its coin's logo from the instrument list (the exchange's
 * fetch of it, shared), or none while it loads or for a coin the list does not name (CoinLogo draws a letter).
 */
export function useCoinOf() {
  const data = useLoadedInstruments()
  return useCallback(
    (ref: CoinRef) => ({
      currencyTitle: ref.currencyTitle,
      currencyLogoLink: data?.find(
        (i) => i.currencyTitle === ref.currencyTitle && i.networkTitle === ref.networkTitle,
      )?.currencyLogoLink,
    }),
    [data],
  )
}
