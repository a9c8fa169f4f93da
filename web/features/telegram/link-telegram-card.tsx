import { linkTelegramMutation } from '@sdk/gen/api/@tanstack/react-query.gen'
import { useMutation } from '@tanstack/react-query'
import { useId } from 'react'
import { Button } from '@/components/ui/button'
import { Callout } from '@/components/ui/callout'
import { Card } from '@/components/ui/card'
import { errorMessage } from '@/lib/error-message'
import { useSession, useSessionStore } from '@/lib/session/use-session'
import { m } from '@/paraglide/messages.js'
import { PhoneContact } from './contact/phone-contact'
import styles from './telegram.module.css'

/**
 * /profile/info: whether the account is linked to Telegram, and inside the mini-app the way to link it
 * (local/link-telegram with the launch data), so the mini-app signs in without a password from then on.
 */
export function LinkTelegramCard() {
  const titleId = useId()
  const session = useSessionStore()
  const { account, messengerLayer } = useSession()
  const link = useMutation({
    ...linkTelegramMutation(),
    onSuccess: (linked) => session.setAccount(linked),
  })
  const linked = (account?.telegramUserId ?? null) !== null

  // Only inside the mini-app, where the SDK is already loaded: it holds the launch data across reloads.
  const linkThisAccount = async () => {
    const { retrieveRawInitData } = await import('@tma.js/sdk-react')
    const initData = retrieveRawInitData()
    if (initData) link.mutate({ body: { initData } })
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
            <Button
              type="button"
              onClick={() => void linkThisAccount()}
              disabled={link.isPending}
              aria-busy={link.isPending}
            >
              {link.isPending ? m.telegram_link_pending() : m.telegram_link_action()}
            </Button>
          </div>
        ) : (
          <p className={styles.muted}>{m.telegram_link_open_in_telegram()}</p>
        ))}
      {link.isSuccess && (
        <Callout tone="success" role="status">
          {m.telegram_link_done()}
        </Callout>
      )}
      {link.isError && (
        <Callout tone="danger" role="alert">
          {errorMessage(link.error)}
        </Callout>
      )}
      {messengerLayer && <PhoneContact />}
    </Card>
  )
}
