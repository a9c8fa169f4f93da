import { Suspense, useState } from 'react'
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
 * and the button opens it again. The dialog's code loads only when it opens.
 */
export function RedirectNotice({ url }: { url: string }) {
  const [open, setOpen] = useState(true)
  return (
    <Card className={styles.card}>
      <p>{m.order_redirect_notice()}</p>
      <div className={styles.actions}>
        <Button onClick={() => setOpen(true)}>{m.order_redirect_open()}</Button>
      </div>
      {open && (
        <Suspense fallback={null}>
          <RedirectDialog url={url} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </Card>
  )
}
