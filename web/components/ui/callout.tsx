import type { ReactNode } from 'react'
import styles from './callout.module.css'
import { AlertIcon } from './content-icons'

export type CalloutProps = {
  /** danger: something failed (shown with the alert icon); success: good news; warning: something to act on. */
  tone: 'danger' | 'success' | 'warning'
  /** Set it when the callout itself is the live region; leave it out inside one. */
  role?: 'alert' | 'status'
  children: ReactNode
}

/** A short message in a tinted box, one line or a few (a paragraph). */
export function Callout({ tone, role, children }: CalloutProps) {
  return (
    <p role={role} className={`${styles.root} ${styles[tone]}`}>
      {tone === 'danger' && <AlertIcon />}
      {tone === 'danger' ? <span>{children}</span> : children}
    </p>
  )
}
