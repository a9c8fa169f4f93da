import type { RateMode } from '@sdk/gen/api/types.gen'
import { useId } from 'react'
import { keepChoiceBeforeHydration } from '@/lib/hydration/input-before-hydration'
import { m } from '@/paraglide/messages.js'
import styles from '../components/exchange-form.module.css'

export interface RateModeToggleProps {
  value: RateMode
  onChange: (mode: RateMode) => void
  /** The pair has no fixed rate (ERR_NOT_ACCEPTABLE): FIXED is disabled and the reason is shown. */
  fixedUnavailable: boolean
}

/** Fixed or floating rate: a native radio group (arrow keys move between the two), each choice with its hint. */
export function RateModeToggle({ value, onChange, fixedUnavailable }: RateModeToggleProps) {
  const name = useId()
  const noteId = `${name}-note`
  const options: { mode: RateMode; label: string; hint: string }[] = [
    { mode: 'FLOATING', label: m.exchange_rate_floating(), hint: m.exchange_rate_floating_hint() },
    { mode: 'FIXED', label: m.exchange_rate_fixed(), hint: m.exchange_rate_fixed_hint() },
  ]
  return (
    <fieldset className={styles.modes} aria-describedby={fixedUnavailable ? noteId : undefined}>
      <legend className={styles.modesLegend}>{m.exchange_rate_mode_legend()}</legend>
      <div className={styles.modeOptions}>
        {options.map((option) => (
          <label key={option.mode} className={styles.mode}>
            <input
              // A rate picked on the pre-rendered page before its script started is the form's once hydrated.
              ref={keepChoiceBeforeHydration}
              type="radio"
              name={name}
              value={option.mode}
              className={styles.modeInput}
              checked={value === option.mode}
              disabled={option.mode === 'FIXED' && fixedUnavailable}
              onChange={() => onChange(option.mode)}
              // Named by its label alone; the hint describes it (the whole card is the label, to be pressed).
              aria-labelledby={`${name}-${option.mode}`}
              aria-describedby={`${name}-${option.mode}-hint`}
            />
            <span id={`${name}-${option.mode}`} className={styles.modeLabel}>
              {option.label}
            </span>
            <span id={`${name}-${option.mode}-hint`} className={styles.modeHint}>
              {option.hint}
            </span>
          </label>
        ))}
      </div>
      {fixedUnavailable && (
        <p id={noteId} className={styles.note}>
          {m.exchange_fixed_unavailable()}
        </p>
      )}
    </fieldset>
  )
}
