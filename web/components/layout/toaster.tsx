import type { FocusEvent } from 'react'
import { IconButton } from '@/components/ui/icon-button'
import { AlertIcon, CheckIcon, CloseIcon } from '@/components/ui/icons'
import { VisuallyHidden } from '@/components/ui/visually-hidden'
import { cx } from '@/lib/class-names'
import {
  type AppNotification,
  dismiss,
  type NotificationType,
  pauseNotifications,
  resumeNotifications,
  useNotifications,
} from '@/lib/notifications'
import { m } from '@/paraglide/messages.js'
import styles from './toaster.module.css'

const TYPE_LABEL: Record<NotificationType, () => string> = {
  error: m.notification_type_error,
  success: m.notification_type_success,
  info: m.notification_type_info,
}

/**
 * Shows the notification store (lib/notifications.ts). Two live regions that are always in the page, so
 * screen readers announce what is added: errors in an assertive `alert` region, the rest in a polite
 * `status` region. The clocks stop while the pointer is over the notifications or focus is inside them.
 * Mounted once, in the root route.
 */
export function Toaster() {
  const notifications = useNotifications()
  const errors = notifications.filter((n) => n.type === 'error')
  const others = notifications.filter((n) => n.type !== 'error')

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) resumeNotifications()
  }

  return (
    <section
      aria-label={m.notification_region_label()}
      className={styles.viewport}
      onPointerEnter={pauseNotifications}
      onPointerLeave={resumeNotifications}
      onFocus={pauseNotifications}
      onBlur={onBlur}
    >
      <div role="alert" aria-atomic="false" className={styles.list}>
        {errors.map((notification) => (
          <Toast key={notification.id} notification={notification} />
        ))}
      </div>
      <div role="status" aria-atomic="false" className={styles.list}>
        {others.map((notification) => (
          <Toast key={notification.id} notification={notification} />
        ))}
      </div>
    </section>
  )
}

function Toast({ notification }: { notification: AppNotification }) {
  const { type, message, traceId } = notification
  const Icon = type === 'error' ? AlertIcon : CheckIcon
  return (
    <div className={cx(styles.toast, styles[type])}>
      <Icon className={styles.icon} />
      <div className={styles.body}>
        <p className={styles.message}>
          <VisuallyHidden>{`${TYPE_LABEL[type]()}: `}</VisuallyHidden>
          {message}
        </p>
        {traceId && <p className={styles.trace}>{m.notification_trace_id({ traceId })}</p>}
      </div>
      <IconButton label={m.notification_dismiss()} onClick={() => dismiss(notification.id)}>
        <CloseIcon className={styles.closeIcon} />
      </IconButton>
    </div>
  )
}
