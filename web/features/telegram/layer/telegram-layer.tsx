import { useEffect } from 'react'
import { Container } from '@/components/ui/container'
import { useAuthDialog } from '@/lib/auth-dialog-context'
import { useTelegramState } from '../telegram-state'
import { LayerStatus } from './layer-status'
import { OrderShortcut } from './order-shortcut'
import { useBackButton } from './use-back-button'
import { useMainButton } from './use-main-button'

/**
 * The messenger layer's part of the page (loaded only inside Telegram): its status, the back and main buttons,
 * the order shortcut, and the login dialog when the sign-in failed (spec §4).
 */
export function TelegramLayer() {
  const state = useTelegramState()
  const { openLogin } = useAuthDialog()
  useBackButton()
  useMainButton()

  useEffect(() => {
    if (state.status === 'failed') openLogin()
  }, [state.status, openLogin])

  return (
    <>
      <Container>
        <LayerStatus state={state} />
      </Container>
      {state.pendingOrderId && <OrderShortcut orderId={state.pendingOrderId} />}
    </>
  )
}
