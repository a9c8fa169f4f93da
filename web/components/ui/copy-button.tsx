import { useState } from 'react'
import { Button, type ButtonVariant } from './button'
import { VisuallyHidden } from './visually-hidden'

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  value: string
  /** Messages: the button's name, its name once copied, and what a screen reader hears when copying failed. */
  label: string
  copiedLabel: string
  failedLabel: string
  variant?: ButtonVariant
}

/**
 * Copies a value to the clipboard and says so: the button reads copiedLabel, and a status region announces the
 * result (failedLabel when the browser refuses, so the user knows to select and copy by hand).
 */
export function CopyButton({
  value,
  label,
  copiedLabel,
  failedLabel,
  variant = 'secondary',
}: CopyButtonProps) {
  const [copied, setCopied] = useState<boolean | null>(null)

  async function copy() {
    try {
      await navigator.clipboard.writeText(value)
      setCopied(true)
    } catch {
      setCopied(false)
    }
  }

  return (
    <>
      <Button variant={variant} onClick={() => void copy()}>
        {copied ? copiedLabel : label}
      </Button>
      <VisuallyHidden role="status">
        {copied === true ? copiedLabel : copied === false ? failedLabel : ''}
      </VisuallyHidden>
    </>
  )
}
