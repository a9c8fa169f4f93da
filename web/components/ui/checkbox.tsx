import { type ComponentProps, type ReactNode, useId } from 'react'
import { cx } from '@/lib/class-names'
import styles from './field.module.css'

export type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'id'> & {
  /** The label (a message); the whole row is clickable and at least the tap-target height. */
  label: ReactNode
  /** An error message: marks the checkbox invalid and is read with it. */
  error?: ReactNode
  id?: string
}

export function Checkbox({
  label,
  error,
  id,
  className,
  'aria-describedby': describedBy,
  ...inputProps
}: CheckboxProps) {
  const autoId = useId()
  const inputId = id ?? autoId
  const errorId = `${inputId}-error`
  const invalid = error !== undefined && error !== null && error !== false && error !== ''

  return (
    <div className={cx(styles.field, className)}>
      <label className={styles.checkRow} htmlFor={inputId}>
        <input
          id={inputId}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={invalid || undefined}
          aria-describedby={cx(describedBy, invalid && errorId) || undefined}
          {...inputProps}
        />
        <span className={styles.checkText}>{label}</span>
      </label>
      {invalid && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  )
}
