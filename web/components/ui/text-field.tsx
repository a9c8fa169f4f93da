import { type ComponentProps, type ReactNode, useId } from 'react'
import { cx } from '@/lib/class-names'
import { useKeepTypedBeforeHydration } from '@/lib/input-before-hydration'
import styles from './field.module.css'

export type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  /** The visible label (a message). */
  label: ReactNode
  /** Help text under the field. */
  hint?: ReactNode
  /** An error message (a message): marks the input invalid and is read with it. */
  error?: ReactNode
  /** Something inside the field after the input, e.g. a currency code. */
  endAdornment?: ReactNode
  id?: string
  className?: string
}

/**
 * Label + input + hint + error, wired with aria-invalid and aria-describedby. On a pre-rendered page it takes
 * typing before React has hydrated it, and hands what was typed to the form then (lib/input-before-hydration.ts).
 */
export function TextField({
  label,
  hint,
  error,
  endAdornment,
  id,
  className,
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
  const autoId = useId()
  const inputId = id ?? autoId
  useKeepTypedBeforeHydration(inputId)
  const hintId = `${inputId}-hint`
  const errorId = `${inputId}-error`
  const invalid = error !== undefined && error !== null && error !== false && error !== ''
  const describedByIds = cx(describedBy, hint ? hintId : undefined, invalid && errorId) || undefined

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
        />
        {endAdornment && <span className={styles.adornment}>{endAdornment}</span>}
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {invalid && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  )
}
