import type { Instrument } from '@sdk/gen/api/types.gen'
import { type UseComboboxState, type UseComboboxStateChangeOptions, useCombobox } from 'downshift'
import { useMemo, useState } from 'react'
import { CoinLogo } from '@/components/ui/coin-logo'
import { VisuallyHidden } from '@/components/ui/visually-hidden'
import { cx } from '@/lib/class-names'
import { m } from '@/paraglide/messages.js'
import styles from './instrument-picker.module.css'
import { createInstrumentIndex, searchInstruments } from './instrument-search'
import { NetworkBadge } from './network-badge'

export interface InstrumentComboboxProps {
  /** Names the list. */
  title: string
  /** Said of the other side's instrument in the list. */
  otherHint: string
  instruments: readonly Instrument[]
  value: Instrument
  other: Instrument
  onChoose: (instrument: Instrument) => void
  /** What the search starts with, and grows to: keys typed before it took focus (instrument-picker.tsx). */
  initialQuery?: string
}

const { ItemClick, InputKeyDownEnter, InputBlur } = useCombobox.stateChangeTypes

/**
 * A choice (Enter, a click) keeps the query and the highlight, so a refused one stays where it was. Focus leaving
 * the search box chooses nothing (downshift's default picks the highlighted option on blur).
 */
function stateReducer(
  state: UseComboboxState<Instrument>,
  { type, changes }: UseComboboxStateChangeOptions<Instrument>,
): Partial<UseComboboxState<Instrument>> {
  if (type === ItemClick || type === InputKeyDownEnter) {
    return { ...changes, highlightedIndex: state.highlightedIndex, inputValue: state.inputValue }
  }
  return type === InputBlur ? state : changes
}

/**
 * Brings the highlighted option into the list's view one frame late: Radix sizes the popup (and so the list) just
 * after it mounts, and the current value, highlighted on open, must be shown in the list's final size.
 */
function scrollIntoView(option: HTMLElement) {
  requestAnimationFrame(() => option.scrollIntoView?.({ block: 'nearest' }))
}

/**
 * The search box and list of a picker: downshift's ARIA 1.2 combobox (aria-activedescendant, arrows, Page Up/Down,
 * Home/End, Enter, the active option kept in view) over our search index.
 */
export function InstrumentCombobox(props: InstrumentComboboxProps) {
  const { title, otherHint, instruments, value, other, onChoose } = props
  // What is typed in the search; until then, the keys typed on the picker button before it took focus.
  const [typed, setTyped] = useState<string>()
  const query = typed ?? props.initialQuery ?? ''
  const [refused, setRefused] = useState(false)
  const index = useMemo(() => createInstrumentIndex(instruments), [instruments])
  const results = useMemo(() => searchInstruments(index, query), [index, query])
  // Each key takes effect in its own event, before the next one comes: downshift owns the highlight, and the query
  // follows the input's onChange. (Downshift's on…Change callbacks run in an effect, which React 19 may run after
  // the next key: a controlled value fed by them went back to the old one meanwhile, and that key was lost.)
  const { getInputProps, getMenuProps, getItemProps, highlightedIndex } = useCombobox<Instrument>({
    items: results,
    itemToString: (instrument) => instrument?.currencyTitle ?? '',
    itemToKey: (instrument) => instrument?.slug,
    isOpen: true,
    inputValue: query,
    initialHighlightedIndex: props.initialQuery
      ? 0
      : Math.max(
          0,
          instruments.findIndex((instrument) => instrument.slug === value.slug),
        ),
    // Typing highlights the best match.
    defaultHighlightedIndex: 0,
    // The form holds the value; downshift only reports each choice, so choosing one again reports again.
    selectedItem: null,
    stateReducer,
    scrollIntoView,
    onHighlightedIndexChange: () => setRefused(false),
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return
      if (selectedItem.slug === other.slug) setRefused(true)
      else onChoose(selectedItem)
    },
  })
  // None when the list shrank under it (a query without results, the receive list following the send currency).
  const active = highlightedIndex < results.length ? highlightedIndex : -1

  const status = refused
    ? m.error_same_instruments()
    : results.length === 0
      ? m.exchange_picker_no_results()
      : m.exchange_picker_results({ count: results.length })

  return (
    <>
      <input
        {...getInputProps({
          className: styles.search,
          type: 'search',
          'aria-label': m.exchange_picker_search_label(),
          placeholder: m.exchange_picker_search_placeholder(),
          spellCheck: false,
          onChange: (event) => {
            setTyped(event.currentTarget.value)
            setRefused(false)
          },
          ...(active < 0 && { 'aria-activedescendant': '' }),
        })}
      />
      <VisuallyHidden role="status">{status}</VisuallyHidden>
      {refused && (
        <p className={styles.refused} aria-hidden="true">
          {m.error_same_instruments()}
        </p>
      )}
      <div {...getMenuProps({ className: styles.list, 'aria-label': title })}>
        {results.map((instrument, position) => {
          const taken = instrument.slug === other.slug
          return (
            <div
              key={instrument.slug}
              {...getItemProps({
                item: instrument,
                index: position,
                className: cx(styles.option, position === active && styles.optionActive),
                // Not downshift's isItemDisabled: the option must stay reachable to say why it is refused.
                'aria-disabled': taken || undefined,
                'data-current': instrument.slug === value.slug || undefined,
              })}
            >
              <CoinLogo coin={instrument} />
              <span className={styles.optionText}>
                <span className={styles.ticker}>{instrument.currencyTitle}</span>
                <span className={styles.name}>{taken ? otherHint : instrument.currencyFriendlyTitle}</span>
              </span>
              <NetworkBadge network={instrument.networkTitle} />
            </div>
          )
        })}
      </div>
      {results.length === 0 && <p className={styles.empty}>{m.exchange_picker_no_results()}</p>}
    </>
  )
}
