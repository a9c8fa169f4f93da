import { useSuspenseQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { LinkButton } from '@/components/ui/link-button'
import { m } from '@/paraglide/messages.js'
import { orderPairSearch } from '../order-pair-search'
import { isRefundPath, orderStepIndex } from '../order-progress'
import { hasWarning, orderWarnings } from '../order-warnings'
import { type OrderRef, orderQueryOptions } from '../queries'
import { DepositCard } from './deposit-card'
import { EmailCard } from './email-card'
import { useFocusHandOff } from './focus-hand-off'
import styles from './order.module.css'
import { OrderDetailsCard } from './order-details-card'
import { OrderProgressCard } from './order-progress-card'
import { OrderStatusNote } from './order-status-note'
import { OrderWarningsCard } from './order-warnings-card'
import { OrderRedirectNotice } from './redirect-notice'
import { useFocusAfterRetry } from './retry-focus'

/**
 * The order page's content: status and steps, warnings with their actions, the deposit instructions while the deposit
 * is awaited, the order's details, e-mail updates until the order is finished and, for fiat orders while the deposit
 * is awaited, the way to the provider's page.
 */
export function OrderPage({ orderId, destinationAddress }: OrderRef) {
  const orderRef = { orderId, destinationAddress }
  const { data: order } = useSuspenseQuery(orderQueryOptions(orderRef))
  const warnings = orderWarnings(order.orderEvents)
  const depositAwaited = order.deposits.length === 0 && !isRefundPath(order.orderEvents)
  // A card order's deposit is made on the provider's page (the notice opens it), only while it is awaited: once it
  // is in, the order goes on here like any other, and the notice would only invite a second payment.
  const redirectUrl = depositAwaited ? order.redirectUrl : null
  const awaitingDeposit = depositAwaited && !order.redirectUrl
  // Paid out or refunded: no status will change any more, so there is nothing to send updates about.
  const finished = orderStepIndex(order.orderEvents) >= 3
  const pair = orderPairSearch(order)
  // A card that goes under the user's focus (a decision made, the deposit in) hands focus to the order's status.
  const statusId = useId()
  const handOff = useFocusHandOff<HTMLDivElement>(() => document.getElementById(statusId))
  // So does "Try again" after the order failed to load (order-states.tsx).
  useFocusAfterRetry(() => document.getElementById(statusId))
  return (
    <div className={styles.layout}>
      <OrderProgressCard
        order={order}
        id={statusId}
        note={<OrderStatusNote order={order} warnings={warnings} atProvider={!!redirectUrl} />}
      />
      {hasWarning(warnings) && (
        <OrderWarningsCard ref={handOff} order={order} orderRef={orderRef} warnings={warnings} />
      )}
      {redirectUrl && (
        <OrderRedirectNotice ref={handOff} url={redirectUrl} receive={order.pair.instrumentTo} />
      )}
      <div className={styles.columns}>
        {awaitingDeposit && <DepositCard ref={handOff} order={order} />}
        <OrderDetailsCard order={order} />
      </div>
      {(!finished || order.userEmail) && <EmailCard order={order} orderRef={orderRef} />}
      <div className={styles.actions}>
        <LinkButton
          to="/exchange-{$pair}"
          params={{ pair: `${pair.send}-${pair.receive}`, send: pair.send, receive: pair.receive }}
          search={{ amount: pair.amount }}
          variant="secondary"
        >
          {m.order_new_exchange()}
        </LinkButton>
      </div>
    </div>
  )
}
