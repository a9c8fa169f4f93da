import { type ReactNode, useState } from 'react'
import { Button } from '@/components/ui/button'
import { RedirectDialogFrame } from '@/components/ui/redirect-dialog'
import { inCrossSiteFrame } from '@/lib/safety/cross-site-frame'
import { m } from '@/paraglide/messages.js'

export interface FramedConfirmationTexts {
  title: string
  description: string
  confirmLabel: string
}

/**
 * A decision taken in one click ("Accept the new rate", "Request a refund") asked once more when the page is in
 * another site's frame (the widget pages may be framed by any site): there a hidden frame under a decoy button could
 * take the click (clickjacking).
 */
export function useFramedConfirmation(texts: FramedConfirmationTexts): {
  confirm: () => Promise<boolean>
  dialog: ReactNode
} {
  const [framed] = useState(() => inCrossSiteFrame())
  const [answer, setAnswer] = useState<((confirmed: boolean) => void) | null>(null)
  const settle = (confirmed: boolean) => {
    answer?.(confirmed)
    setAnswer(null)
  }
  const confirm = () =>
    framed ? new Promise<boolean>((resolve) => setAnswer(() => resolve)) : Promise.resolve(true)
  const dialog = framed ? (
    <RedirectDialogFrame
      open={answer !== null}
      onOpenChange={(open) => {
        if (!open) settle(false)
      }}
      title={texts.title}
      description={texts.description}
      actions={<Button onClick={() => settle(true)}>{texts.confirmLabel}</Button>}
      closeLabel={m.order_framed_confirm_cancel()}
      focusClose
    />
  ) : null
  return { confirm, dialog }
}
