import type { InstrumentRef } from '@sdk/gen/api/types.gen'
import { type Ref, Suspense, useLayoutEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import type { RedirectPurpose } from '@/components/ui/redirect-dialog'
import { lazyPart } from '@/lib/connectivity/load-when-online'
import { m } from '@/paraglide/messages.js'
import { useOrderInstrument } from '../use-order-instrument'
import styles from './order.module.css'

const RedirectDialog = lazyPart(() =>
  import('@/components/ui/redirect-dialog').then((module) => ({ default: module.RedirectDialog })),
)

const noticeText = {
  payment: { notice: m.order_redirect_notice, open: m.order_redirect_open },
  payout: { notice: m.order_redirect_notice_payout, open: m.order_redirect_open_payout },
} satisfies Record<RedirectPurpose, unknown>

/**
 * A fiat order continues at the payment provider (order.redirectUrl): the redirect modal opens by itself once, and
 * the button opens it again. The dialog's code loads only when it opens.
 */
export function RedirectNotice({
  url,
  purpose,
  ref,
}: {
  url: string
  purpose: RedirectPurpose
  ref?: Ref<HTMLDivElement>
}) {
  const [open, setOpen] = useState(true)
  const button = useRef<HTMLButtonElement>(null)
  useLayoutEffect(() => button.current?.focus({ preventScroll: true }), [])
  const text = noticeText[purpose]
  return (
    <Card ref={ref} className={styles.card}>
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
 * What the order does at the provider: an order that receives fiat is a sale, paid out to the card. The order names
 * its instruments only by slug, so their type comes from the instrument lists (use-order-instrument.ts).
 */
export function useReceivesFiat(receive: Pick<InstrumentRef, 'slug'>): boolean {
  return useOrderInstrument(receive)?.instrumentType === 'fiat'
}

const useRedirectPurpose = (receive: Pick<InstrumentRef, 'slug'>): RedirectPurpose =>
  useReceivesFiat(receive) ? 'payout' : 'payment'

/** The order's RedirectNotice, for what the order does at the provider (useRedirectPurpose). */
export function OrderRedirectNotice({
  url,
  receive,
  ref,
}: {
  url: string
  receive: Pick<InstrumentRef, 'slug'>
  ref?: Ref<HTMLDivElement>
}) {
  return <RedirectNotice ref={ref} url={url} purpose={useRedirectPurpose(receive)} />
}

const depositHint = {
  payment: m.order_status_deposit_at_provider,
  payout: m.order_status_deposit_at_provider_sale,
} satisfies Record<RedirectPurpose, () => string>

/**
 * Under "Waiting for your deposit" of a card order, whose deposit is not made to an address of ours (the page shows
 * none): where it is made instead, on the provider's page that the notice's button opens.
 */
export function RedirectDepositHint({ receive }: { receive: Pick<InstrumentRef, 'slug'> }) {
  return <>{depositHint[useRedirectPurpose(receive)]()}</>
}
