import { validateAddress } from '@sdk/gen/api/sdk.gen'
import type { Instrument } from '@sdk/gen/api/types.gen'
import { useCallback, useRef } from 'react'
import { addressCheckMessage } from './order-form'

/**
 * The server's address check (validate-address with getRejectReason, spec §5), one call per instrument and
 * address. Resolves to the message to show, or undefined. A failed call blocks nothing: order creation checks
 * the address again and names the field (ERR_VALIDATION).
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
      }).then(
        ({ data }) => addressCheckMessage(data),
        () => {
          answers.current.delete(key)
          return undefined
        },
      )
      answers.current.set(key, answer)
    }
    return answer
  }, [])
}
