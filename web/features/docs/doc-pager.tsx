import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { m } from '@/paraglide/messages.js'
import styles from './doc-pager.module.css'
import { docLink } from './docs-links'
import { useDocsTexts } from './docs-texts'
import { docsListQueryOptions } from './queries'

/** The previous and next docs pages, in sidebar order. */
export function DocPager({ slug }: { slug: string }) {
  const texts = useDocsTexts()
  const { data: docs } = useQuery(docsListQueryOptions())
  const index = docs?.findIndex((doc) => doc.slug === slug) ?? -1
  if (!docs || index < 0) return null
  const previous = docs[index - 1]
  const next = docs[index + 1]
  return (
    <nav aria-label={m.docs_pager_label()} className={styles.root}>
      {previous ? (
        <Link {...docLink(previous.slug)} className={styles.link} rel="prev">
          <span className={styles.hint}>{texts.previous}</span>
          {previous.title}
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link {...docLink(next.slug)} className={`${styles.link} ${styles.next}`} rel="next">
          <span className={styles.hint}>{texts.next}</span>
          {next.title}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
