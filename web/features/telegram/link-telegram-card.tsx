import { linkTelegramMutation } from '@sdk/gen/api/@tanstack/react-query.gen'
import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Callout } from '@/components/ui/callout'
import { Card } from '@/components/ui/card'
import { useSession, useSessionStore } from '@/lib/session/use-session'
import { m } from '@/paraglide/messages.js'
import { PhoneContact } from './contact/phone-contact'
import { LinkTelegramDialog } from './link-telegram-dialog'
import styles from './telegram.module.css'

/**
 * /profile/info: whether the account is linked to Telegram, and inside the mini-app the way to link it
 * (local/link-telegram with the launch data and the account's password, asked for in a dialog), so the mini-app
 * signs in without a password from then on.
 */
export function LinkTelegramCard() {
  const titleId = useId()
  const session = useSessionStore()
  const { account, messengerLayer } = useSession()
  const [asking, setAsking] = useState(false)
  const [done, setDone] = useState(false)
  // The password travels in the mutation's variables: kept for no time once the call is over (reset below).
  const link = useMutation({ ...linkTelegramMutation(), gcTime: 0 })
  const linked = (account?.telegramUserId ?? null) !== null

  // Only inside the mini-app, where the SDK is already loaded: it holds the launch data across reloads.
  const linkWith = async (password: string) => {
    const { retrieveRawInitData } = await import('@tma.js/sdk-react')
    const initData = retrieveRawInitData() ?? ''
    try {
      session.setAccount(await link.mutateAsync({ body: { initData, password } }))
      setAsking(false)
      setDone(true)
    } finally {
      link.reset()
    }
  }

  return (
    <Card as="section" padding="lg" className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {m.telegram_link_title()}
      </h2>
      <p className={styles.muted}>{linked ? m.telegram_link_linked() : m.telegram_link_not_linked()}</p>
      {!linked &&
        (messengerLayer ? (
          <div>
            <Button type="button" onClick={() => setAsking(true)}>
              {m.telegram_link_action()}
            </Button>
          </div>
        ) : (
          <p className={styles.muted}>{m.telegram_link_open_in_telegram()}</p>
        ))}
      {done && (
        <Callout tone="success" role="status">
          {m.telegram_link_done()}
        </Callout>
      )}
      {asking && <LinkTelegramDialog onLink={linkWith} onCancel={() => setAsking(false)} />}
      {messengerLayer && <PhoneContact />}
    </Card>
  )
}
