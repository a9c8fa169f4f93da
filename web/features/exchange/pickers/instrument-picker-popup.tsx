import type { Instrument } from '@sdk/gen/api/types.gen'
import { Popover } from 'radix-ui'
import type { RefObject } from 'react'
import { InstrumentCombobox } from './instrument-combobox'
import styles from './instrument-picker.module.css'
import { useReceiveInstruments } from './use-receive-instruments'

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
  /** The receive side's list: the instruments this send instrument trades with (receive-instruments.ts). */
  receiveFrom?: Instrument
  /** Keys typed on the picker button while the list was opening: its search starts with them. */
  initialQuery?: string
}

/**
 * The instrument list of a picker: a Radix Popover holding the search combobox, which takes focus when it opens.
 * Escape or a click outside closes it and focus returns to the picker button.
 */
export function InstrumentPickerPopup(props: InstrumentPickerPopupProps) {
  const { open, onOpenChange, anchorRef, title, otherHint, value, other, onSelect, receiveFrom } = props
  const receivable = useReceiveInstruments(receiveFrom, value, props.instruments)
  const instruments = receiveFrom ? receivable : props.instruments
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
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            anchorRef.current?.focus()
          }}
        >
          <p className={styles.popupTitle}>{title}</p>
          <InstrumentCombobox
            title={title}
            otherHint={otherHint}
            instruments={instruments}
            value={value}
            other={other}
            initialQuery={props.initialQuery}
            onChoose={(instrument) => {
              onSelect(instrument)
              onOpenChange(false)
            }}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
