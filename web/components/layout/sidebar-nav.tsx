import type { ReactNode } from 'react'
import styles from './sidebar-nav.module.css'

type SidebarNavProps = {
  /** The nav landmark's name (a message). */
  label: string
  title: string
  children: ReactNode
}

/** A titled navigation block for sidebars. Put links in <SidebarNavList>. */
export function SidebarNav({ label, title, children }: SidebarNavProps) {
  return (
    <nav aria-label={label} className={styles.root}>
      <h2 className={styles.title}>{title}</h2>
      {children}
    </nav>
  )
}

export function SidebarNavList({ children }: { children: ReactNode }) {
  return <ul className={styles.list}>{children}</ul>
}

export function SidebarPlaceholder({ children }: { children: ReactNode }) {
  return <p className={styles.placeholder}>{children}</p>
}

export const sidebarLinkClassName = styles.link
