import type { Instrument, RateMode } from '@sdk/gen/api/types.gen'
import { useRef, useState } from 'react'
import { getLocale } from '@/paraglide/runtime.js'
import {
  type CalculatorState,
  fillAmount,
  pickInstrument,
  swapSides,
  typeAmount,
  typedAmount,
} from './calculator'
import type { PathPair, TypedSide } from './exchange-search'
import type { FormSearch } from './form-search'
import { usePricedSelection } from './use-priced-selection'

/**
 * The calculator's state and the user's actions on it (calculator.ts), each written to the URL from the event
 * (use-priced-selection.ts).
 */
export function useCalculator(
  initial: CalculatorState,
  pathPair: PathPair | undefined,
  onSearchWrite?: (search: FormSearch) => void,
) {
  const [state, setState] = useState(initial)
  const latest = useRef(state)
  const set = (next: CalculatorState) => {
    latest.current = next
    setState(next)
  }
  const [typed, setTyped] = useState(false)
  const { priced, commit } = usePricedSelection(
    { typedSide: initial.typedSide, amount: typedAmount(initial) },
    pathPair,
    onSearchWrite,
  )
  const apply = (next: CalculatorState, options?: { typing: boolean }) => {
    set(next)
    commit({ ...next, amount: typedAmount(next) }, options)
  }
  return {
    state,
    priced,
    /** Typing has not reached the rate yet. */
    settling: priced.typedSide !== state.typedSide || priced.amount !== typedAmount(state),
    typed,
    type(side: TypedSide, text: string) {
      setTyped(true)
      apply(typeAmount(latest.current, side, text, getLocale()), { typing: true })
    },
    /** A one-tap fill of an amount (the recommended amount): priced at once. */
    fill(side: TypedSide, amount: string, { byUser = true } = {}) {
      if (byUser) setTyped(true)
      apply(fillAmount(latest.current, side, amount))
    },
    pick: (side: TypedSide, instrument: Instrument) =>
      apply(pickInstrument(latest.current, side, instrument, getLocale())),
    swap(shown: { from: string; to: string }) {
      setTyped(true)
      apply(swapSides(latest.current, shown))
    },
    setRateMode: (rateMode: RateMode) => apply({ ...latest.current, rateMode }),
  }
}
