import type { ApiError } from '@sdk/runtime/api-error'
import type { ReactNode } from 'react'
import { TextField } from '@/components/ui/text-field'
import { cx } from '@/lib/class-names'
import { ErrorText } from '@/lib/error-text'
import styles from './exchange-form.module.css'

export interface AmountFieldProps {
  id: string
  /** The form Enter submits (the order part's), when there is one. */
  form?: string
  label: string
  /** What the field shows: the text typed, or an amount in the locale's style ('0,02' in Russian). */
  value: string
  /** The value is being (re)computed: dimmed, or a skeleton shimmer when empty. */
  loading: boolean
  /** What is wrong with the amount: a text, or the server's answer (worded by the one error table). */
  error: string | ApiError | null
  onChange: (typed: string) => void
  /** The user entered (true) or left (false) the field. */
  onFocusChange: (focused: boolean) => void
  /** The currency picker, inside the field. */
  picker: ReactNode
  /**
   * Below the field, in a row of reserved height that is there even while empty (the start-amount note, the
   * recommended-amount fill), so that neither moves the form when it appears. Undefined: no row.
   */
  footer?: ReactNode
}

/** Longer amounts are written smaller on a phone, so that the whole of one fits beside the currency picker. */
const LONG_AMOUNT_CHARS = 9

/** One side's amount: a decimal text input in the user's locale, with the currency picker in it. */
export function AmountField({
  id,
  form,
  label,
  value,
  loading,
  error,
  onChange,
  onFocusChange,
  picker,
  footer,
}: AmountFieldProps) {
  return (
    <div className={styles.amount}>
      <TextField
        id={id}
        label={label}
        className={cx(
          styles.amountField,
          value.length > LONG_AMOUNT_CHARS && styles.amountLong,
          loading && (value ? styles.amountStale : styles.amountLoading),
        )}
        form={form}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onFocus={() => onFocusChange(true)}
        onBlur={() => onFocusChange(false)}
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        aria-busy={loading || undefined}
        error={
          typeof error === 'string' || error === null ? (error ?? undefined) : <ErrorText error={error} />
        }
        endAdornment={picker}
      />
      {footer !== undefined && <div className={styles.amountFooter}>{footer}</div>}
    </div>
  )
}
