import { useRouter } from '@tanstack/react-router'
import { backButton } from '@tma.js/sdk-react'
import { useEffect } from 'react'
import { attempt } from '../native/bind-native'

/**
 * Telegram's back button mirrors the router's history: shown while there is an in-app page to go back to, hidden
 * on the first page; pressing it goes back.
 */
export function useBackButton(): void {
  const router = useRouter()
  useEffect(() => {
    const sync = () =>
      attempt('the back button', () => {
        if (router.history.canGoBack()) backButton.show()
        else backButton.hide()
      })
    sync()
    const unsubscribe = router.subscribe('onResolved', sync)
    let off = () => {}
    attempt('the back button', () => {
      off = backButton.onClick(() => router.history.back())
    })
    return () => {
      unsubscribe()
      off()
    }
  }, [router])
}
