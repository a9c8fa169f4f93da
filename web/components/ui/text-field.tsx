import {
  type ComponentProps,
  type FocusEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { cx } from '@/lib/class-names'
import { useKeepTypedBeforeHydration } from '@/lib/hydration/input-before-hydration'
import styles from './field.module.css'

export type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: ReactNode
  hint?: ReactNode
  error?: ReactNode
  endAdornment?: ReactNode
  id?: string
  className?: string
}

/** Runs `task` once the browser has drawn the next frame: its accessibility tree has then caught up with the page. */
const afterNextFrame = (task: () => void) => requestAnimationFrame(() => setTimeout(task))

/**
 * When a field's error is said (its element is a polite live region then): when it appears while the user is in the
 * field (an address the server refuses after a blur and a return to it, an e-mail typed wrong).
 */
function useErrorAnnouncement(error: ReactNode, invalid: boolean) {
  const [inField, setInField] = useState(false)
  // The error as text ('' for none); only a text error can be known again, any other is said each time it comes.
  const text = invalid ? (typeof error === 'string' ? error : null) : ''
  const shown = useRef(text)
  const heard = useRef<string | null>('')
  useEffect(() => {
    shown.current = text
    if (inField && text && text !== heard.current)
      afterNextFrame(() => {
        if (shown.current === text) heard.current = text
      })
  })
  return {
    live: inField && (!text || text !== heard.current),
    onFocus: (input: HTMLInputElement) =>
      afterNextFrame(() => {
        heard.current = shown.current
        setInField(input.ownerDocument.activeElement === input)
      }),
    onBlur: () => setInField(false),
  }
}

/**
 * Label + input + hint + error, wired with aria-invalid and aria-describedby; a new error is said while the user is
 * in the field (useErrorAnnouncement).
 */
export function TextField({
  label,
  hint,
  error,
  endAdornment,
  id,
  className,
  'aria-describedby': describedBy,
  onFocus,
  onBlur,
  ...inputProps
}: TextFieldProps) {
  const autoId = useId()
  const inputId = id ?? autoId
  useKeepTypedBeforeHydration(inputId)
  const hintId = `${inputId}-hint`
  const errorId = `${inputId}-error`
  const invalid = error !== undefined && error !== null && error !== false && error !== ''
  const describedByIds = cx(describedBy, hint ? hintId : undefined, invalid && errorId) || undefined
  const announcement = useErrorAnnouncement(error, invalid)

  return (
    <div className={cx(styles.field, className)}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.control} data-invalid={invalid || undefined}>
        <input
          id={inputId}
          className={styles.input}
          aria-invalid={invalid || undefined}
          aria-describedby={describedByIds}
          {...inputProps}
          onFocus={(event: FocusEvent<HTMLInputElement>) => {
            onFocus?.(event)
            announcement.onFocus(event.currentTarget)
          }}
          onBlur={(event: FocusEvent<HTMLInputElement>) => {
            onBlur?.(event)
            announcement.onBlur()
          }}
        />
        {endAdornment && <span className={styles.adornment}>{endAdornment}</span>}
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {/* Always there, so that a screen reader hears what is put into it (while it is live). */}
      <div className={styles.errorRegion} aria-live={announcement.live ? 'polite' : 'off'} aria-atomic="true">
        {invalid && (
          <p id={errorId} className={styles.error}>
            {error}
          </p>
        )}
      </div>
    </div>
  )
}
