import { Button } from '@/components/ui/button'
import { ACCOUNT_HISTORY_PAGE_SIZE } from '@/config/constants'
import { m } from '@/paraglide/messages.js'
import styles from './ledger.module.css'

/** The page `?page=N` names, counted from 0; anything but a page number opens the first page. */
export const pageIndex = (page?: string): number =>
  page && /^[1-9]\d{0,5}$/.test(page) ? Number(page) - 1 : 0

/** `?page=` of the page counted from 0: absent for the first. */
export const pageParam = (index: number): string | undefined => (index > 0 ? String(index + 1) : undefined)

/** What a list shows when its page has no rows: that the page is past the end, or that the list is empty. */
export const emptyPageText = (total: number, empty: string): string =>
  total > 0 ? m.history_page_missing({ pages: Math.ceil(total / ACCOUNT_HISTORY_PAGE_SIZE) }) : empty

/**
 * Newer / older pages of a list of `total` rows; nothing when it fits on one page. From a page past the end (an
 * address from before the list shrank), Newer leads to the last page. A button with no page beyond it is
 * aria-disabled, not disabled: pressed to reach the last page, it keeps focus instead of dropping it to the page.
 */
export function LedgerPager({
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
  const pages = Math.ceil(total / ACCOUNT_HISTORY_PAGE_SIZE)
  const last = Math.max(pages - 1, 0)
  if (pages <= 1 && page === 0) return null
  return (
    <nav className={styles.pager} aria-label={m.history_pages({ title })}>
      <Button variant="secondary" aria-disabled={page === 0} onClick={() => onPage(Math.min(page - 1, last))}>
        {m.history_newer()}
      </Button>
      <span className={styles.muted} aria-live="polite">
        {m.history_page({ page: page + 1, pages })}
      </span>
      <Button variant="secondary" aria-disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
        {m.history_older()}
      </Button>
    </nav>
  )
}
