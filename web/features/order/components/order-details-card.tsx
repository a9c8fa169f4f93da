import type { Order } from '@sdk/gen/api/types.gen'
import { type ReactNode, useId } from 'react'
import { Card } from '@/components/ui/card'
import { instrumentLabel } from '@/domain/instrument-label'
import { formatDate } from '@/lib/format/format'
import { m } from '@/paraglide/messages.js'
import { orderAmount, orderAmountWithCurrency, totalAmount } from '../order-format'
import { isRefundPath, orderStatus, orderStepIndex } from '../order-progress'
import { orderWarnings } from '../order-warnings'
import { EstimatedAmount, EstimatedFigure } from './floating-estimate'
import styles from './order.module.css'
import { useReceivesFiat } from './redirect-notice'
import { RefundedAmount } from './refunded-amount'

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** What the order is: amounts, rate (claimedPublicRate), what the user gets, where it goes. */
export function OrderDetailsCard({ order }: { order: Order }) {
  const titleId = useId()
  const { instrumentFrom: from, instrumentTo: to } = order.pair
  const decisionPending = orderWarnings(order.orderEvents).rateChanged
  const refund = isRefundPath(order.orderEvents)
  const paidOut = orderStepIndex(order.orderEvents) === 3
  const rateText = (rate: number) =>
    m.order_rate_value({ from: from.currencyTitle, rate: orderAmount(rate), to: to.currencyTitle })
  return (
    <Card as="section" aria-labelledby={titleId} className={styles.card}>
      <h2 id={titleId} className={styles.cardTitle}>
        {m.order_details_title()}
      </h2>
      <dl className={styles.facts}>
        <Fact term={m.order_you_send()}>
          {orderAmountWithCurrency(order.claimedDepositAmount, from.currencyTitle)}
        </Fact>
        {/* Refunded, the exchange did not happen: the refund, and no rate nor a rate type the user declined. */}
        {refund ? (
          <Fact
            term={
              orderStatus(order.orderEvents) === 'REFUND_COMPLETED'
                ? m.order_refunded()
                : m.order_refund_pending()
            }
          >
            <RefundedAmount order={order} />
          </Fact>
        ) : (
          <>
            <Fact term={paidOut ? m.order_you_received() : m.order_you_get()}>
              <span className={styles.amount}>
                {decisionPending ? (
                  <EstimatedAmount order={order} />
                ) : (
                  orderAmountWithCurrency(order.amountToGet, to.currencyTitle)
                )}
              </span>
            </Fact>
            <Fact term={m.order_rate()}>
              {decisionPending ? (
                <EstimatedFigure
                  order={order}
                  text={(estimate) => rateText(estimate.price)}
                  unknown={m.order_rate_unknown()}
                />
              ) : (
                rateText(order.claimedPublicRate)
              )}
            </Fact>
            <Fact term={m.order_rate_mode()}>
              {/* A rate mode change only leaves a fixed rate, and it takes effect once the user accepts it. */}
              {decisionPending
                ? m.order_rate_mode_fixed_pending()
                : order.rateMode === 'FIXED'
                  ? m.order_rate_mode_fixed()
                  : m.order_rate_mode_floating()}
            </Fact>
          </>
        )}
        {order.deposits.length > 0 && (
          <Fact term={m.order_deposit_received()}>
            {orderAmountWithCurrency(totalAmount(order.deposits), from.currencyTitle)}
          </Fact>
        )}
        {order.withdrawals.length > 0 && (
          <Fact term={m.order_payout_sent()}>
            {orderAmountWithCurrency(totalAmount(order.withdrawals), to.currencyTitle)}
          </Fact>
        )}
        {order.redirectUrl ? (
          <CardOrderDestination order={order} />
        ) : (
          <Fact term={m.order_destination_address({ instrument: instrumentLabel(to) })}>
            <span className={styles.code}>{order.destinationAddress}</span>
          </Fact>
        )}
        {order.destinationAddressMemo && (
          <Fact term={m.order_destination_memo()}>
            <span className={styles.code}>{order.destinationAddressMemo}</span>
          </Fact>
        )}
        {order.refundAddress && (
          <Fact term={m.order_refund_address_current()}>
            <span className={styles.code}>{order.refundAddress}</span>
          </Fact>
        )}
        <Fact term={m.order_created_at()}>
          <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
        </Fact>
      </dl>
    </Card>
  )
}

/** A card order's destination: on a sale to a card, the card number, named so (the instrument has no network). */
function CardOrderDestination({ order }: { order: Order }) {
  const to = order.pair.instrumentTo
  const card = useReceivesFiat(to)
  return (
    <Fact
      term={
        card
          ? m.order_destination_card({ ticker: to.currencyTitle })
          : m.order_destination_address({ instrument: instrumentLabel(to) })
      }
    >
      <span className={styles.code}>{order.destinationAddress}</span>
    </Fact>
  )
}
