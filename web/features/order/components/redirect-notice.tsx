import { Suspense, useLayoutEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { lazyPart } from '@/lib/load-when-online'
import { m } from '@/paraglide/messages.js'
import styles from './order.module.css'

const RedirectDialog = lazyPart(() =>
  import('@/components/ui/redirect-dialog').then((module) => ({ default: module.RedirectDialog })),
)

/**
 * A fiat order continues at the payment provider (order.redirectUrl): the redirect modal opens by itself once,
 * and the button opens it again. The dialog's code loads only when it opens. Before the first opening, focus goes
 * to that button, as if it had opened the modal: closing it gives focus back there, not to <body>.
 */
export function RedirectNotice({ url }: { url: string }) {
  const [open, setOpen] = useState(true)
  const button = useRef<HTMLButtonElement>(null)
  useLayoutEffect(() => button.current?.focus({ preventScroll: true }), [])
  return (
    <Card className={styles.card}>
      <p>{m.order_redirect_notice()}</p>
      <div className={styles.actions}>
        <Button ref={button} onClick={() => setOpen(true)}>
          {m.order_redirect_open()}
        </Button>
      </div>
      {open && (
        <Suspense fallback={null}>
          <RedirectDialog url={url} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </Card>
  )
}
