import { useMemo } from 'react'
import { sanitizeCmsHtml } from '@/lib/safety/sanitize-html'
import styles from './cms-content.module.css'

/** HTML from the blog CMS (a post, a docs page), sanitised before it reaches the DOM (lib/safety/sanitize-html). */
export function CmsContent({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeCmsHtml(html), [html])
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised by DOMPurify just above.
  return <div className={styles.root} dangerouslySetInnerHTML={{ __html: safe }} />
}
