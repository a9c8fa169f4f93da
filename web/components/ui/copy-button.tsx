import { useState } from 'react'
import { Button, type ButtonVariant } from './button'
import styles from './copy-button.module.css'
import { VisuallyHidden } from './visually-hidden'

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  value: string
  /** Messages: the button's name, its name once copied, and what the user reads when copying failed. */
  label: string
  copiedLabel: string
  failedLabel: string
  variant?: ButtonVariant
}

/**
 * Copies a value to the clipboard and says so: the button reads copiedLabel, and a status region announces the
 * result. When the browser refuses, failedLabel shows under the button (not only to a screen reader), so the user
 * knows to select and copy by hand.
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
    <div className={styles.copy}>
      <Button variant={variant} className={styles.button} onClick={() => void copy()}>
        {copied ? copiedLabel : label}
      </Button>
      <div role="status">
        {copied === true && <VisuallyHidden>{copiedLabel}</VisuallyHidden>}
        {copied === false && <span className={styles.failed}>{failedLabel}</span>}
      </div>
    </div>
  )
}
