import { listInstrumentsV2Options } from '@sdk/gen/api/@tanstack/react-query.gen'
import type { InstrumentRef } from '@sdk/gen/api/types.gen'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Suspense, useLayoutEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import type { RedirectPurpose } from '@/components/ui/redirect-dialog'
import { INSTRUMENTS_STALE_MS } from '@/lib/instrument-precision'
import { lazyPart } from '@/lib/load-when-online'
import { m } from '@/paraglide/messages.js'
import styles from './order.module.css'

const RedirectDialog = lazyPart(() =>
  import('@/components/ui/redirect-dialog').then((module) => ({ default: module.RedirectDialog })),
)

const noticeText = {
  payment: { notice: m.order_redirect_notice, open: m.order_redirect_open },
  payout: { notice: m.order_redirect_notice_payout, open: m.order_redirect_open_payout },
} satisfies Record<RedirectPurpose, unknown>

/**
 * A fiat order continues at the payment provider (order.redirectUrl): the redirect modal opens by itself once,
 * and the button opens it again. The dialog's code loads only when it opens. Before the first opening, focus goes
 * to that button, as if it had opened the modal: closing it gives focus back there, not to <body>.
 * `purpose`: the user pays there (a buy), or receives the payout to the card (a sale).
 */
export function RedirectNotice({ url, purpose }: { url: string; purpose: RedirectPurpose }) {
  const [open, setOpen] = useState(true)
  const button = useRef<HTMLButtonElement>(null)
  useLayoutEffect(() => button.current?.focus({ preventScroll: true }), [])
  const text = noticeText[purpose]
  return (
    <Card className={styles.card}>
      <p>{text.notice()}</p>
      <div className={styles.actions}>
        <Button ref={button} onClick={() => setOpen(true)}>
          {text.open()}
        </Button>
      </div>
      {open && (
        <Suspense fallback={null}>
          <RedirectDialog url={url} purpose={purpose} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </Card>
  )
}

/**
 * The order's RedirectNotice, for what the order does at the provider: an order that receives fiat is a sale,
 * paid out to the card. The order names its instruments only by slug, so their type comes from the instrument
 * list (the exchange's fetch of it, shared); the page waits for it rather than change its words once it is in.
 */
export function OrderRedirectNotice({ url, receive }: { url: string; receive: Pick<InstrumentRef, 'slug'> }) {
  const { data: purpose } = useSuspenseQuery({
    ...listInstrumentsV2Options(),
    staleTime: INSTRUMENTS_STALE_MS,
    select: (instruments): RedirectPurpose =>
      instruments.some((i) => i.slug === receive.slug && i.instrumentType === 'fiat') ? 'payout' : 'payment',
  })
  return <RedirectNotice url={url} purpose={purpose} />
}
