import { Suspense } from 'react'
import { lazyPart } from '@/lib/connectivity/load-when-online'
import { useNotifications } from '@/lib/notifications'

const ToasterView = lazyPart(() =>
  import('./toaster-view').then((module) => ({ default: module.ToasterView })),
)

/**
 * Shows the notification store (lib/notifications.ts). Its code (Radix Toast, toaster-view.tsx) loads with the first
 * notification, not with the page.
 */
export function Toaster() {
  const notifications = useNotifications()
  if (notifications.length === 0) return null
  return (
    <Suspense fallback={null}>
      <ToasterView notifications={notifications} />
    </Suspense>
  )
}
