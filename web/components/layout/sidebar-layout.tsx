import { type ReactNode, useState } from 'react'
import { Container } from '@/components/ui/container'
import { useMediaQuery } from '@/lib/use-media-query'
import styles from './sidebar-layout.module.css'

/** Where the sidebar becomes a column of its own (sidebar-layout.module.css says the same). */
const WIDE_SCREEN = '(min-width: 64em)'

type SidebarLayoutProps = {
  /** The sidebar, usually a <nav> with its own label. */
  sidebar: ReactNode
  /** What the sidebar's disclosure button says on a phone, e.g. "Docs contents". */
  sidebarLabel: string
  children: ReactNode
}

/** Content with a sidebar: the frame of the blog-sidebar, docs-sidebar and account layouts. */
export function SidebarLayout({ sidebar, sidebarLabel, children }: SidebarLayoutProps) {
  const wide = useMediaQuery(WIDE_SCREEN)
  const [opened, setOpened] = useState(false)
  return (
    <Container className={styles.root}>
      <details
        className={styles.sidebar}
        open={wide || opened}
        onToggle={(event) => {
          if (!wide) setOpened(event.currentTarget.open)
        }}
      >
        <summary className={styles.toggle}>{sidebarLabel}</summary>
        {sidebar}
      </details>
      <div className={styles.content}>{children}</div>
    </Container>
  )
}
