import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Card } from '@/components/ui/card'
import { m } from '@/paraglide/messages.js'
import styles from './docs-index.module.css'
import { docLink } from './docs-links'
import { groupBySection } from './docs-sidebar'
import { docsListQueryOptions } from './queries'

/** The docs' front page: every section with its pages. */
export function DocsIndex() {
  const { data: docs } = useSuspenseQuery(docsListQueryOptions())
  return (
    <div className={styles.root}>
      <p>{m.docs_index_lead()}</p>
      <div className={styles.grid}>
        {groupBySection(docs).map(([section, pages]) => (
          <Card as="section" key={section} className={styles.card}>
            <h2 className={styles.title}>{section}</h2>
            <ul className={styles.list}>
              {pages.map((doc) => (
                <li key={doc.slug}>
                  <Link {...docLink(doc.slug)}>{doc.title}</Link>
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
    </div>
  )
}
