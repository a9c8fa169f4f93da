import { useEffect, useState } from 'react'
import { m } from '@/paraglide/messages.js'
import { formatCountdown } from '../order-format'
import styles from './order.module.css'

const TICK_MS = 1_000

/**
 * The time left at the fixed rate. It keeps its own clock, so only this line re-renders every second, not the
 * page. role="timer" is not announced on every tick (implicit aria-live off); a screen reader reads it on demand.
 */
export function FixedRateCountdown({ expiresAt }: { expiresAt: string }) {
  const end = Date.parse(expiresAt)
  const [now, setNow] = useState(() => Date.now())

  useEffect(() => {
    const timer = setInterval(() => {
      const time = Date.now()
      setNow(time)
      if (time >= end) clearInterval(timer)
    }, TICK_MS)
    return () => clearInterval(timer)
  }, [end])

  if (Number.isNaN(end)) return null
  const left = end - now
  if (left <= 0) return <p className={styles.muted}>{m.order_fixed_rate_expired()}</p>
  return (
    <p>
      {m.order_fixed_rate_time_left()}{' '}
      <span role="timer" className={styles.timer}>
        {formatCountdown(left)}
      </span>
    </p>
  )
}
