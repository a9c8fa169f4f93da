import { pageCount } from '@/components/ui/pager'
import { m } from '@/paraglide/messages.js'

/** The page `?page=N` names, counted from 0; anything but a page number opens the first page. */
export const pageIndex = (page?: string): number =>
  page && /^[1-9]\d{0,5}$/.test(page) ? Number(page) - 1 : 0

/** `?page=` of the page counted from 0: absent for the first. */
export const pageParam = (index: number): string | undefined => (index > 0 ? String(index + 1) : undefined)

/** What a list shows when its page has no rows: that the page is past the end, or that the list is empty. */
export const emptyPageText = (total: number, empty: string): string =>
  total > 0 ? m.history_page_missing({ pages: pageCount(total) }) : empty
