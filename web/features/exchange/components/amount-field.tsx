import type { ReactNode } from 'react'
import { TextField } from '@/components/ui/text-field'
import { cx } from '@/lib/class-names'
import styles from './exchange-form.module.css'

export interface AmountFieldProps {
  id: string
  label: string
  value: string
  /** The value is being (re)computed: dimmed, or a skeleton shimmer when empty. */
  loading: boolean
  error: string | null
  onChange: (typed: string) => void
  /** The currency picker, inside the field. */
  picker: ReactNode
  /** Below the field, in a row of reserved height (the recommended-amount fill). */
  footer?: ReactNode
}

/** One side's amount: a decimal text input with the currency picker in it. */
export function AmountField({
  id,
  label,
  value,
  loading,
  error,
  onChange,
  picker,
  footer,
}: AmountFieldProps) {
  return (
    <div className={styles.amount}>
      <TextField
        id={id}
        label={label}
        className={cx(styles.amountField, loading && (value ? styles.amountStale : styles.amountLoading))}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        aria-busy={loading || undefined}
        error={error ?? undefined}
        endAdornment={picker}
      />
      {footer && <div className={styles.amountFooter}>{footer}</div>}
    </div>
  )
}
