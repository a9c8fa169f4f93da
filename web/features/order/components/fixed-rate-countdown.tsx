import { useEffect, useState } from 'react'
import { m } from '@/paraglide/messages.js'
import { formatCountdown } from '../order-format'
import styles from './order.module.css'

const TICK_MS = 1_000

/**
 * The time left at the fixed rate. It keeps its own clock, so only this line re-renders every second, not the page.
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
  return (
    <p>
      {left > 0 && (
        <>
          {m.order_fixed_rate_time_left()}{' '}
          <span role="timer" className={styles.timer}>
            {formatCountdown(left)}
          </span>
        </>
      )}
      {/* A polite live region there from the start, so the end of the fixed rate is announced when it comes. */}
      <span role="status">{left > 0 ? '' : m.order_fixed_rate_expired()}</span>
    </p>
  )
}
