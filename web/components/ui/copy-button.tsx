import { useEffect, useRef, useState } from 'react'
import { Button, type ButtonVariant } from './button'
import { CheckIcon } from './content-icons'
import styles from './copy-button.module.css'
import { VisuallyHidden } from './visually-hidden'

// How long "copied" shows (a UI choice); a failure stays until the next try.
const COPIED_NOTICE_MS = 4_000

export interface CopyButtonProps {
  value: string
  label: string
  copiedLabel: string
  failedLabel: string
  // A short visible text when `label` is too long for the button; `label` then stays its accessible name.
  text?: { idle: string; copied: string }
  variant?: ButtonVariant
}

// The failure shows under the button, not only to a screen reader, so the user knows to copy by hand.
export function CopyButton({
  value,
  label,
  copiedLabel,
  failedLabel,
  text,
  variant = 'secondary',
}: CopyButtonProps) {
  const [copied, setCopied] = useState<boolean | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  async function copy() {
    clearTimeout(timer.current)
    try {
      await navigator.clipboard.writeText(value)
      setCopied(true)
      timer.current = setTimeout(() => setCopied(null), COPIED_NOTICE_MS)
    } catch {
      setCopied(false)
    }
  }

  return (
    <div className={styles.copy}>
      <Button
        variant={variant}
        className={styles.button}
        onClick={() => void copy()}
        aria-label={text ? label : undefined}
      >
        {copied && <CheckIcon width="1em" height="1em" />}
        {text ? (copied ? text.copied : text.idle) : copied ? copiedLabel : label}
      </Button>
      <div role="status">
        {copied === true && <VisuallyHidden>{copiedLabel}</VisuallyHidden>}
        {copied === false && <span className={styles.failed}>{failedLabel}</span>}
      </div>
    </div>
  )
}
