import type { Instrument } from '@sdk/gen/api/types.gen'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { startAmountQueryOptions } from './decide-start-amount'

/**
 * A pair page opened at the default amount: holds the page on its pending view until the amount it starts from is
 * decided (decide-start-amount.ts), so the form never shows an amount it would move at once: the form (children) is
 * first rendered, and reads its start, after that.
 */
export function AwaitStartAmount(props: { from: Instrument; to: Instrument; children: ReactNode }) {
  const queryClient = useQueryClient()
  useSuspenseQuery(startAmountQueryOptions(props.from, props.to, queryClient))
  return props.children
}
