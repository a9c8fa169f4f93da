import type { ReactNode } from 'react'
import styles from './info-article.module.css'

/** The page's calls to action (router links styled as buttons), after its text. */
export function InfoActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>
}
