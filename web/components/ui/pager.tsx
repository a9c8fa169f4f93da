import { ACCOUNT_HISTORY_PAGE_SIZE } from '@/config/constants'
import { m } from '@/paraglide/messages.js'
import { Button } from './button'
import styles from './pager.module.css'

/** How many pages `total` rows fill, ACCOUNT_HISTORY_PAGE_SIZE a page. */
export const pageCount = (total: number): number => Math.ceil(total / ACCOUNT_HISTORY_PAGE_SIZE)

/**
 * Newer / older pages of the list called `title`, `total` rows long, on its page `page` (from 0); nothing when the
 * list fits on one page.
 */
export function Pager({
  title,
  page,
  total,
  onPage,
}: {
  title: string
  page: number
  total: number
  onPage: (page: number) => void
}) {
  const pages = pageCount(total)
  const last = Math.max(pages - 1, 0)
  if (pages <= 1 && page === 0) return null
  return (
    <nav className={styles.pager} aria-label={m.pager_label({ title })}>
      <Button variant="secondary" aria-disabled={page === 0} onClick={() => onPage(Math.min(page - 1, last))}>
        {m.pager_newer()}
      </Button>
      <span className={styles.page} aria-live="polite">
        {m.pager_page({ page: page + 1, pages })}
      </span>
      <Button variant="secondary" aria-disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
        {m.pager_older()}
      </Button>
    </nav>
  )
}
