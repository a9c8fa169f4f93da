import type { ReactNode } from 'react'
import { Container } from '@/components/ui/container'
import styles from './sidebar-layout.module.css'

type SidebarLayoutProps = {
  /** The sidebar, usually a <nav> with its own label. Above the content on small screens. */
  sidebar: ReactNode
  children: ReactNode
}

/** Content with a sidebar: the frame of the blog-sidebar, docs-sidebar and account layouts. */
export function SidebarLayout({ sidebar, children }: SidebarLayoutProps) {
  return (
    <Container className={styles.root}>
      <div className={styles.sidebar}>{sidebar}</div>
      <div className={styles.content}>{children}</div>
    </Container>
  )
}
