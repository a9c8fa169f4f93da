import { Suspense, useEffect, useState } from 'react'
import { lazyPart } from '@/lib/connectivity/load-when-online'
import { useAuthDialog } from '@/lib/session/auth-dialog-context'
import { useSession } from '@/lib/session/use-session'

const TelegramLayer = lazyPart(() =>
  import('./layer/telegram-layer').then((module) => ({ default: module.TelegramLayer })),
)

/**
 * Where the messenger layer shows itself (the root route). Outside Telegram it renders nothing and loads nothing;
 * inside, the layer's code loads after the page has mounted (so a pre-rendered page hydrates as it was rendered).
 */
export function TelegramLayerSlot() {
  const { messengerLayer } = useSession()
  const { openLogin } = useAuthDialog()
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  if (!messengerLayer || !mounted) return null
  return (
    <Suspense fallback={null}>
      <TelegramLayer openLogin={openLogin} />
    </Suspense>
  )
}
