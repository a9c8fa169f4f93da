import { type ComponentProps, type ReactNode, type Ref, useCallback, useId } from 'react'
import { cx } from '@/lib/class-names'
import { keepChoiceBeforeHydration } from '@/lib/hydration/input-before-hydration'
import styles from './field.module.css'

export type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'id'> & {
  /** The label (a message); the whole row is clickable and at least the tap-target height. */
  label: ReactNode
  /** An error message: marks the checkbox invalid and is read with it. */
  error?: ReactNode
  id?: string
  ref?: Ref<HTMLInputElement>
}

export function Checkbox({
  label,
  error,
  id,
  className,
  'aria-describedby': describedBy,
  ref,
  ...inputProps
}: CheckboxProps) {
  // A box ticked on the pre-rendered page before its script started is handed to onChange once hydrated.
  const inputRef = useCallback(
    (input: HTMLInputElement | null) => {
      keepChoiceBeforeHydration(input)
      if (typeof ref === 'function') return ref(input)
      if (ref) ref.current = input
    },
    [ref],
  )
  const autoId = useId()
  const inputId = id ?? autoId
  const errorId = `${inputId}-error`
  const invalid = error !== undefined && error !== null && error !== false && error !== ''

  return (
    <div className={cx(styles.field, className)}>
      <label className={styles.checkRow} htmlFor={inputId}>
        <input
          id={inputId}
          ref={inputRef}
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
