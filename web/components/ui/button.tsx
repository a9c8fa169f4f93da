import type { ComponentProps } from 'react'
import { cx } from '@/lib/class-names'
import styles from './button.module.css'
import { Spinner } from './spinner'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'
export type ButtonSize = 'md' | 'lg'

export type ButtonStyleProps = {
  variant?: ButtonVariant
  size?: ButtonSize
  /** Full width. */
  block?: boolean
}

/** The button look, for anything that should look like a button (see LinkButton). */
export function buttonClassName(
  { variant = 'primary', size = 'md', block = false }: ButtonStyleProps,
  className?: string,
) {
  return cx(styles.button, styles[variant], size === 'lg' && styles.lg, block && styles.block, className)
}

export type ButtonProps = ComponentProps<'button'> &
  ButtonStyleProps & {
    /** Shows a spinner and blocks clicks (a submit cannot fire twice). */
    loading?: boolean
  }

const isTrue = (value: ButtonProps['aria-disabled']) => value === true || value === 'true'

export function Button({
  variant,
  size,
  block,
  loading = false,
  className,
  children,
  type = 'button',
  onClick,
  'aria-disabled': ariaDisabled,
  ...rest
}: ButtonProps) {
  // Busy or unavailable, the button stays focusable and a press does nothing (not even submit its form): a `disabled` one would drop the
  // focus to <body> (Chromium does as it turns disabled), and the keyboard user would start again at the top.
  const unavailable = loading || isTrue(ariaDisabled)
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, block }, className)}
      aria-disabled={unavailable || undefined}
      aria-busy={loading || undefined}
      onClick={unavailable ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {loading && (
        <span className={styles.spinner}>
          <Spinner size="sm" decorative />
        </span>
      )}
      <span className={styles.label}>{children}</span>
    </button>
  )
}
