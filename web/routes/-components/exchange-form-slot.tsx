import { Card } from '@/components/ui/card'
import { m } from '@/paraglide/messages.js'
import styles from './exchange-form-slot.module.css'

/** Reserves the exchange form's place on the home page until the exchange feature fills it. */
export function ExchangeFormSlot() {
  return (
    <Card padding="lg" className={styles.slot}>
      <p>{m.home_exchange_form_placeholder()}</p>
    </Card>
  )
}
