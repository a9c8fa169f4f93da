import { m } from '@/paraglide/messages.js'
import styles from './health-monitor.module.css'

/** One health gateway is down while the other answers OK (docs/product.md "Health"): some requests may be slow. */
export function GatewayDownNotice() {
  return (
    <div className={styles.notice}>
      <p className={styles.title}>{m.health_gateway_down_title()}</p>
      <p className={styles.description}>{m.health_gateway_down_description()}</p>
    </div>
  )
}
