import type { DocSummary } from '@sdk/gen/blog/types.gen'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { SidebarNavList, sidebarLinkClassName } from '@/components/layout/sidebar-nav'
import { Skeleton } from '@/components/ui/skeleton'
import { m } from '@/paraglide/messages.js'
import { docLink } from './docs-links'
import styles from './docs-sidebar.module.css'
import { useDocsTexts } from './docs-texts'
import { docsListQueryOptions } from './queries'

const SKELETON_ROWS = [1, 2, 3, 4, 5, 6]

/** The docs pages grouped by their section, in the CMS's order. */
export function groupBySection(docs: DocSummary[]): Array<[string, DocSummary[]]> {
  const groups = new Map<string, DocSummary[]>()
  for (const doc of docs) groups.set(doc.section, [...(groups.get(doc.section) ?? []), doc])
  return [...groups]
}

/** The docs-sidebar layout's sidebar (docs/product.md §2): every docs page, by section; the open one is marked current. */
export function DocsSidebar() {
  const texts = useDocsTexts()
  const docs = useQuery(docsListQueryOptions())
  return (
    <nav aria-label={m.docs_nav_label()} className={styles.root} aria-busy={docs.isPending}>
      <Link to="/docs" activeOptions={{ exact: true }} className={styles.home}>
        {texts.title}
      </Link>
      {docs.data ? (
        groupBySection(docs.data).map(([section, pages]) => (
          <section key={section} className={styles.section}>
            <h2 className={styles.title}>{section}</h2>
            <SidebarNavList>
              {pages.map((doc) => (
                <li key={doc.slug}>
                  <Link {...docLink(doc.slug)} className={sidebarLinkClassName}>
                    {doc.title}
                  </Link>
                </li>
              ))}
            </SidebarNavList>
          </section>
        ))
      ) : (
        <div aria-hidden="true" className={styles.section}>
          {SKELETON_ROWS.map((row) => (
            <Skeleton key={row} height="var(--size-tap)" />
          ))}
        </div>
      )}
    </nav>
  )
}
