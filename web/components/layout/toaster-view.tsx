import { Toast } from 'radix-ui'
import { AlertIcon, CheckIcon, CloseIcon } from '@/components/ui/content-icons'
import { IconButton } from '@/components/ui/icon-button'
import { VisuallyHidden } from '@/components/ui/visually-hidden'
import { cx } from '@/lib/class-names'
import { type AppNotification, dismiss, type NotificationType } from '@/lib/notifications'
import { m } from '@/paraglide/messages.js'
import styles from './toaster.module.css'

const TYPE_LABEL: Record<NotificationType, () => string> = {
  error: m.notification_type_error,
  success: m.notification_type_success,
  info: m.notification_type_info,
}

/**
 * The notifications as Radix Toasts: each stays for its duration (paused while the pointer or focus is on them, WCAG
 * 2.2.1), errors are announced at once (foreground), the rest politely; F8 moves focus to them, Escape or the close
 * button dismisses one.
 */
export function ToasterView({ notifications }: { notifications: readonly AppNotification[] }) {
  return (
    <Toast.Provider label={m.notification_region_label()}>
      {notifications.map((notification) => (
        <ToastItem key={notification.id} notification={notification} />
      ))}
      <Toast.Viewport className={styles.viewport} label={m.notification_region_label()} />
    </Toast.Provider>
  )
}

function ToastItem({ notification }: { notification: AppNotification }) {
  const { type, message, traceId } = notification
  const Icon = type === 'error' ? AlertIcon : CheckIcon
  return (
    <Toast.Root
      className={cx(styles.toast, styles[type])}
      type={type === 'error' ? 'foreground' : 'background'}
      duration={notification.durationMs}
      onOpenChange={(open) => {
        if (!open) dismiss(notification.id)
      }}
    >
      <Icon className={styles.icon} />
      <div className={styles.body}>
        <Toast.Description className={styles.message}>
          <VisuallyHidden>{`${TYPE_LABEL[type]()}: `}</VisuallyHidden>
          {message}
        </Toast.Description>
        {traceId && <p className={styles.trace}>{m.notification_trace_id({ traceId })}</p>}
      </div>
      <Toast.Close asChild>
        <IconButton label={m.notification_dismiss()}>
          <CloseIcon className={styles.closeIcon} />
        </IconButton>
      </Toast.Close>
    </Toast.Root>
  )
}
