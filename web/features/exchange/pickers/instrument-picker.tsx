import type { Instrument } from '@sdk/gen/api/types.gen'
import { memo, Suspense, useRef, useState } from 'react'
import { CoinLogo } from '@/components/ui/coin-logo'
import { VisuallyHidden } from '@/components/ui/visually-hidden'
import { lazyPart } from '@/lib/connectivity/load-when-online'
import { useMessagesRevision } from '@/lib/i18n/server-messages-root'
import { m } from '@/paraglide/messages.js'
import styles from './instrument-picker.module.css'
import { NetworkBadge } from './network-badge'

const loadPopup = () => import('./instrument-picker-popup')
const InstrumentPickerPopup = lazyPart(() =>
  loadPopup().then((module) => ({ default: module.InstrumentPickerPopup })),
)

export interface InstrumentPickerProps {
  side: 'send' | 'receive'
  value: Instrument
  /** The other side's instrument: picking it too is refused (docs/product.md §5). */
  other: Instrument
  instruments: readonly Instrument[]
  onSelect: (instrument: Instrument) => void
  /** On the receive side: the send instrument, whose pairs narrow the list. */
  receiveFrom?: Instrument
}

/**
 * The currency button of one side; opens a searchable list (instrument-picker-popup, loaded on first open or
 * when the pointer or focus comes near, so it is instant).
 */
export const InstrumentPicker = memo(function InstrumentPicker({
  side,
  value,
  other,
  instruments,
  onSelect,
  receiveFrom,
}: InstrumentPickerProps) {
  useMessagesRevision()
  const [open, setOpen] = useState(false)
  const [mounted, setMounted] = useState(false)
  const triggerRef = useRef<HTMLButtonElement>(null)
  // Keys typed once the list is asked for, while its code loads and before its search takes focus (a keyboard
  // user opening it with Enter and typing at once): the search starts with them instead of losing them.
  const [early, setEarly] = useState('')
  const sameAsTicker = value.networkTitle === value.currencyTitle
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-side={side}
        onPointerEnter={() => void loadPopup()}
        onFocus={() => void loadPopup()}
        onKeyDown={(event) => {
          const key = event.key
          if (!open || key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return
          // Not typed anywhere else too: focus may move to the search before the key's character lands.
          event.preventDefault()
          setEarly((typed) => typed + key)
        }}
        onClick={() => {
          setEarly('')
          setMounted(true)
          setOpen(true)
        }}
      >
        <CoinLogo key={value.slug} coin={value} className={styles.triggerLogo} />
        {/* The name reads "Currency to send: ETH ERC20 (Ethereum)": the visible text, whole, inside it. */}
        <VisuallyHidden>
          {side === 'send' ? m.exchange_picker_send() : m.exchange_picker_receive()}
        </VisuallyHidden>{' '}
        <span className={styles.name}>
          <span className={styles.ticker}>{value.currencyTitle}</span>{' '}
          {/* A coin on its own network (BTC on BTC) needs no badge. */}
          {sameAsTicker ? null : <NetworkBadge network={value.networkTitle} />}
        </span>{' '}
        <VisuallyHidden>
          ({value.currencyFriendlyTitle}){sameAsTicker ? `, ${value.networkTitle}` : ''}
        </VisuallyHidden>
        <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
        </svg>
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <InstrumentPickerPopup
            open={open}
            onOpenChange={setOpen}
            anchorRef={triggerRef}
            title={side === 'send' ? m.exchange_picker_title_send() : m.exchange_picker_title_receive()}
            otherHint={side === 'send' ? m.exchange_picker_taken_receive() : m.exchange_picker_taken_send()}
            instruments={instruments}
            value={value}
            other={other}
            onSelect={onSelect}
            receiveFrom={receiveFrom}
            initialQuery={early}
          />
        </Suspense>
      )}
    </>
  )
})
