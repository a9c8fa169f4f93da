import { Button } from '@/components/ui/button'
import { ACCOUNT_HISTORY_PAGE_SIZE } from '@/config/constants'
import { m } from '@/paraglide/messages.js'
import styles from './withdraw.module.css'

/** Newer / older pages of a history of `total` rows; an end's button is aria-disabled, so that it keeps focus. */
export function HistoryPager({
  page,
  total,
  onPage,
}: {
  page: number
  total: number
  onPage: (page: number) => void
}) {
  const pages = Math.max(1, Math.ceil(total / ACCOUNT_HISTORY_PAGE_SIZE))
  return (
    <nav className={styles.pager} aria-label={m.withdraw_history_pages()}>
      <Button variant="secondary" aria-disabled={page === 0} onClick={() => onPage(page - 1)}>
        {m.withdraw_history_newer()}
      </Button>
      <span className={styles.muted}>{m.withdraw_history_page({ page: page + 1, pages })}</span>
      <Button variant="secondary" aria-disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
        {m.withdraw_history_older()}
      </Button>
    </nav>
  )
}
