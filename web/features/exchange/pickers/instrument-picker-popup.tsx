import type { Instrument } from '@sdk/gen/api/types.gen'
import { Popover } from 'radix-ui'
import { type KeyboardEvent, type RefObject, useEffect, useId, useMemo, useRef, useState } from 'react'
import { CoinLogo } from '@/components/ui/coin-logo'
import { VisuallyHidden } from '@/components/ui/visually-hidden'
import { cx } from '@/lib/class-names'
import { m } from '@/paraglide/messages.js'
import styles from './instrument-picker.module.css'
import { createInstrumentIndex, searchInstruments } from './instrument-search'
import { NetworkBadge } from './network-badge'

export interface InstrumentPickerPopupProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  anchorRef: RefObject<HTMLButtonElement | null>
  title: string
  /** Said of the other side's instrument in the list. */
  otherHint: string
  instruments: readonly Instrument[]
  value: Instrument
  other: Instrument
  onSelect: (instrument: Instrument) => void
}

const PAGE = 8

/**
 * The instrument list of a picker: a Radix Popover holding a search box (role combobox) that drives a listbox
 * through aria-activedescendant. Arrow keys, Page Up/Down and Enter choose; Escape closes and focus returns
 * to the picker button. Loaded on first open.
 */
export function InstrumentPickerPopup(props: InstrumentPickerPopupProps) {
  const { open, onOpenChange, anchorRef, title, otherHint, instruments, value, other, onSelect } = props
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const [refused, setRefused] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)
  const listRef = useRef<HTMLDivElement>(null)
  const baseId = useId()
  const listId = `${baseId}-list`
  const optionId = (index: number) => `${baseId}-option-${index}`
  const index = useMemo(() => createInstrumentIndex(instruments), [instruments])
  const results = useMemo(() => searchInstruments(index, query), [index, query])
  const activeIndex = Math.min(active, results.length - 1)

  // Keep the active option in view as the keyboard moves it.
  useEffect(() => {
    if (!open || activeIndex < 0) return
    const option = listRef.current?.querySelector<HTMLElement>(`[data-index="${activeIndex}"]`)
    option?.scrollIntoView?.({ block: 'nearest' })
  }, [open, activeIndex])

  function choose(instrument: Instrument | undefined) {
    if (!instrument) return
    if (instrument.slug === other.slug) {
      setRefused(true)
      return
    }
    onSelect(instrument)
    onOpenChange(false)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = results.length - 1
    const moves: Record<string, number> = {
      ArrowDown: Math.min(activeIndex + 1, last),
      ArrowUp: Math.max(activeIndex - 1, 0),
      PageDown: Math.min(activeIndex + PAGE, last),
      PageUp: Math.max(activeIndex - PAGE, 0),
    }
    if (event.key in moves) {
      event.preventDefault()
      setRefused(false)
      setActive(moves[event.key] as number)
    } else if (event.key === 'Enter') {
      event.preventDefault()
      choose(results[activeIndex])
    }
  }

  const status = refused
    ? m.error_same_instruments()
    : results.length === 0
      ? m.exchange_picker_no_results()
      : m.exchange_picker_results({ count: results.length })

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchorRef as RefObject<HTMLButtonElement>} />
      <Popover.Portal>
        <Popover.Content
          className={styles.popup}
          align="end"
          sideOffset={4}
          collisionPadding={8}
          aria-label={title}
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            setQuery('')
            setRefused(false)
            setActive(Math.max(0, instruments.indexOf(value)))
            inputRef.current?.focus()
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            anchorRef.current?.focus()
          }}
        >
          <p className={styles.popupTitle}>{title}</p>
          <input
            ref={inputRef}
            className={styles.search}
            type="search"
            role="combobox"
            aria-label={m.exchange_picker_search_label()}
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
            placeholder={m.exchange_picker_search_placeholder()}
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value)
              setActive(0)
              setRefused(false)
            }}
            onKeyDown={onKeyDown}
          />
          <VisuallyHidden role="status">{status}</VisuallyHidden>
          {refused && (
            <p className={styles.refused} aria-hidden="true">
              {m.error_same_instruments()}
            </p>
          )}
          <div ref={listRef} id={listId} role="listbox" aria-label={title} className={styles.list}>
            {results.map((instrument, position) => {
              const taken = instrument.slug === other.slug
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard (aria-activedescendant).
                // biome-ignore lint/a11y/useFocusableInteractive: options stay unfocusable; focus stays in the combobox input.
                <div
                  key={instrument.slug}
                  id={optionId(position)}
                  data-index={position}
                  role="option"
                  aria-selected={instrument.slug === value.slug}
                  aria-disabled={taken || undefined}
                  className={cx(styles.option, position === activeIndex && styles.optionActive)}
                  onPointerMove={() => position !== activeIndex && setActive(position)}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(instrument)}
                >
                  <CoinLogo coin={instrument} />
                  <span className={styles.optionText}>
                    <span className={styles.ticker}>{instrument.currencyTitle}</span>
                    <span className={styles.name}>
                      {taken ? otherHint : instrument.currencyFriendlyTitle}
                    </span>
                  </span>
                  <NetworkBadge network={instrument.networkTitle} />
                </div>
              )
            })}
          </div>
          {results.length === 0 && <p className={styles.empty}>{m.exchange_picker_no_results()}</p>}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
