import { validateAddress } from '@sdk/gen/api/sdk.gen'
import type { Instrument } from '@sdk/gen/api/types.gen'
import { useCallback, useRef } from 'react'
import { loadWhenOnline } from '@/lib/connectivity/load-when-online'

/**
 * A rejected address's message (docs/product.md §5): its reject code through the one error table, which loads with the first
 * reject instead of with the page.
 */
const rejectMessage = (code: string | null | undefined, instrument: Instrument) =>
  loadWhenOnline(() => import('@/lib/error-message')).then((table) =>
    table.addressRejectMessage(code, instrument.instrumentType === 'fiat'),
  )

/**
 * The server's address check (validate-address with getRejectReason, docs/product.md §5), one call per instrument and
 * address. Resolves to the message to show, or undefined.
 */
export function useAddressCheck() {
  const answers = useRef(new Map<string, Promise<string | undefined>>())
  return useCallback((instrument: Instrument, address: string): Promise<string | undefined> => {
    const key = `${instrument.currencyTitle}|${instrument.networkTitle}|${address}`
    let answer = answers.current.get(key)
    if (!answer) {
      answer = validateAddress({
        body: {
          currencyTitle: instrument.currencyTitle,
          networkTitle: instrument.networkTitle,
          address,
          getRejectReason: true,
        },
        throwOnError: true,
      })
        .then(({ data }) => (data.result ? undefined : rejectMessage(data.code, instrument)))
        .catch(() => {
          answers.current.delete(key)
          return undefined
        })
      answers.current.set(key, answer)
    }
    return answer
  }, [])
}
