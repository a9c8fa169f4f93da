import type { ComponentProps, ReactNode } from 'react'
import { cx } from '@/lib/class-names'
import { type ButtonVariant, buttonClassName } from './button'
import styles from './button.module.css'

export type IconButtonProps = Omit<ComponentProps<'button'>, 'children' | 'aria-label'> & {
  /** The accessible name (a message): the button shows only the icon. */
  label: string
  /** An icon, decorative (aria-hidden). */
  children: ReactNode
  variant?: ButtonVariant
}

/** A square button with an icon only; at least the tap-target size. */
export function IconButton({
  label,
  children,
  variant = 'ghost',
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={cx(buttonClassName({ variant }), styles.icon, className)}
      {...rest}
    >
      {children}
    </button>
  )
}
