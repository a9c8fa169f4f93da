import { useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { CheckIcon } from '@/components/ui/content-icons'
import { VisuallyHidden } from '@/components/ui/visually-hidden'
import { m } from '@/paraglide/messages.js'

/** How long the "Copied" confirmation stays (a UI choice, not from the spec). */
const COPY_NOTICE_MS = 4_000

type CopyResult = 'copied' | 'failed' | null

/**
 * Copies `value` with the Clipboard API. The result ("Copied" or "could not copy") is announced in a polite live
 * region that is always in the DOM (so screen readers read the change), and the button says "Copied" meanwhile.
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [result, setResult] = useState<CopyResult>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const copy = async () => {
    let next: CopyResult
    try {
      await navigator.clipboard.writeText(value)
      next = 'copied'
    } catch {
      next = 'failed'
    }
    setResult(next)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setResult(null), COPY_NOTICE_MS)
  }

  return (
    <>
      <Button variant="secondary" onClick={copy} aria-label={label}>
        {result === 'copied' ? (
          <>
            <CheckIcon width="1em" height="1em" />
            {m.order_copied_short()}
          </>
        ) : (
          m.order_copy()
        )}
      </Button>
      <VisuallyHidden role="status">
        {result === 'copied' ? m.order_copied() : result === 'failed' ? m.order_copy_failed() : ''}
      </VisuallyHidden>
    </>
  )
}
