import { useEffect } from 'react'
import { Container } from '@/components/ui/container'
import { useTelegramState } from '../telegram-state'
import { LayerStatus } from './layer-status'
import { OrderShortcut } from './order-shortcut'
import { useBackButton } from './use-back-button'
import { useMainButton } from './use-main-button'
import { useTelegramLinks } from './use-telegram-links'

/**
 * The messenger layer's part of the page (loaded only inside Telegram): its status, the back and main buttons, the
 * order shortcut, and the login dialog when the sign-in failed (docs/product.md §4).
 */
export function TelegramLayer({ openLogin }: { openLogin: () => void }) {
  const state = useTelegramState()

  useEffect(() => {
    if (state.status === 'failed') openLogin()
  }, [state.status, openLogin])

  return (
    <>
      {state.status !== 'invalid' && <NativeButtons />}
      <Container>
        <LayerStatus state={state} onSignIn={openLogin} />
      </Container>
      {state.pendingOrderId && <OrderShortcut orderId={state.pendingOrderId} />}
    </>
  )
}

/**
 * Telegram's back and main buttons and its way of opening links, once the SDK has started: with launch data that
 * does not match its schema it never does, and each page's attempt to use them only logged that the SDK was not
 * initialized.
 */
function NativeButtons() {
  useBackButton()
  useMainButton()
  useTelegramLinks()
  return null
}
