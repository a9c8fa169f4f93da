import { mainButton } from '@tma.js/sdk-react'
import { useEffect, useRef } from 'react'
import { type PrimaryAction, usePrimaryActionValue } from '@/lib/primary-action'
import { attempt } from '../native/bind-native'

/**
 * Telegram's main button drives the page's primary action (web/lib/primary-action.ts: the exchange form's submit):
 * shown with its label while a page registers one, hidden otherwise.
 */
export function useMainButton(): void {
  const action = usePrimaryActionValue()
  const current = useRef<PrimaryAction | null>(action)

  useEffect(() => {
    current.current = action
    attempt('the main button', () => {
      if (action) mainButton.setParams({ text: action.label, isVisible: true, isEnabled: true })
      else mainButton.setParams({ isVisible: false })
    })
  }, [action])

  useEffect(() => {
    let off = () => {}
    attempt('the main button', () => {
      off = mainButton.onClick(() => current.current?.run())
    })
    return () => off()
  }, [])
}
