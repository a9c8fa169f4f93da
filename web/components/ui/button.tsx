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

export function Button({
  variant,
  size,
  block,
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, block }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size="sm" decorative />}
      <span className={styles.label}>{children}</span>
    </button>
  )
}
