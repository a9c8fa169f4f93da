import type { Doc } from '@sdk/gen/blog/types.gen'
import { CmsContent } from '@/components/ui/cms-content'
import { formatDate } from '@/lib/format/format'
import styles from './doc-article.module.css'
import { DocPager } from './doc-pager'
import { fillDocPlaceholders } from './doc-placeholders'
import { useDocsTexts } from './docs-texts'

/**
 * A docs page: its title, when it changed, the CMS body (placeholders filled, sanitised), then the way to the previous
 * and next.
 */
export function DocArticle({ doc }: { doc: Doc }) {
  const texts = useDocsTexts()
  return (
    <article className={styles.root}>
      <h1 className={styles.title}>{doc.title}</h1>
      <p className={styles.updated}>
        <time dateTime={doc.updatedAt}>{texts.updated(formatDate(doc.updatedAt, 'date'))}</time>
      </p>
      <CmsContent html={fillDocPlaceholders(doc.html)} />
      <DocPager slug={doc.slug} />
    </article>
  )
}
