import type { Order } from '@sdk/gen/api/types.gen'
import { type Ref, Suspense, useId } from 'react'
import { Card } from '@/components/ui/card'
import { AlertIcon } from '@/components/ui/content-icons'
import { CopyButton } from '@/components/ui/copy-button'
import { Skeleton } from '@/components/ui/skeleton'
import { instrumentLabel } from '@/domain/instrument-label'
import { lazyPart } from '@/lib/connectivity/load-when-online'
import { m } from '@/paraglide/messages.js'
import { orderAmount, orderAmountPlain } from '../order-format'
import { FixedRateCountdown } from './fixed-rate-countdown'
import styles from './order.module.css'

const DepositQr = lazyPart(() => import('./deposit-qr').then((module) => ({ default: module.DepositQr })))

const copyTexts = () => ({
  copiedLabel: m.order_copied(),
  failedLabel: m.order_copy_failed(),
  text: { idle: m.order_copy(), copied: m.order_copied_short() },
})

/**
 * Where and how much to send (docs/product.md §9: the amount to 8 decimals): the deposit address with copy and QR, the
 * memo when the coin needs one (with a warning that it is required), and for a fixed rate the time left.
 */
export function DepositCard({ order, ref }: { order: Order; ref?: Ref<HTMLDivElement> }) {
  const titleId = useId()
  const memoWarningId = useId()
  const from = order.pair.instrumentFrom
  const amount = orderAmount(order.expectedDepositAmount)
  const memo = order.depositAddressMemo
  return (
    <Card as="section" ref={ref} aria-labelledby={titleId} className={styles.card}>
      <h2 id={titleId} className={styles.cardTitle}>
        {m.order_deposit_title()}
      </h2>
      {order.rateMode === 'FIXED' && order.fixedRateExpiresAt && (
        <FixedRateCountdown expiresAt={order.fixedRateExpiresAt} />
      )}
      <div className={styles.deposit}>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>{m.order_amount_to_send()}</dt>
            <dd className={styles.value}>
              <span className={styles.amount}>
                {amount} {from.currencyTitle}
              </span>
              <CopyButton
                value={orderAmountPlain(order.expectedDepositAmount)}
                label={m.order_copy_amount()}
                {...copyTexts()}
              />
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>{m.order_deposit_address({ instrument: instrumentLabel(from) })}</dt>
            <dd className={styles.value}>
              <span className={styles.code}>{order.depositAddress}</span>
              <CopyButton value={order.depositAddress} label={m.order_copy_address()} {...copyTexts()} />
            </dd>
          </div>
          {memo && (
            <div className={styles.fact}>
              <dt>{m.order_deposit_memo()}</dt>
              <dd className={styles.value}>
                <span className={styles.code} aria-describedby={memoWarningId}>
                  {memo}
                </span>
                <CopyButton value={memo} label={m.order_copy_memo()} {...copyTexts()} />
              </dd>
            </div>
          )}
        </dl>
        <Suspense
          fallback={<Skeleton width="calc(var(--space-20) * 2)" height="calc(var(--space-20) * 2)" />}
        >
          <DepositQr value={order.depositAddress} label={m.order_qr_label()} />
        </Suspense>
      </div>
      {memo && (
        <p id={memoWarningId} className={styles.notice}>
          <AlertIcon />
          <span>{m.order_deposit_memo_warning()}</span>
        </p>
      )}
    </Card>
  )
}
