import { Link } from '@tanstack/react-router'
import { m } from '@/paraglide/messages.js'
import { listingLink } from './blog-links'
import styles from './blog-pager.module.css'

type BlogPagerProps = { category?: string; page: number; pageCount: number }

/** Newer and older pages of a listing; nothing when everything fits on one page. */
export function BlogPager({ category, page, pageCount }: BlogPagerProps) {
  if (pageCount <= 1) return null
  return (
    <nav aria-label={m.blog_pager_label()} className={styles.root}>
      {page > 1 ? (
        <Link {...listingLink(category, page - 1)} className={styles.link} rel="prev">
          {m.blog_pager_previous()}
        </Link>
      ) : (
        <span />
      )}
      <span className={styles.status}>{m.blog_pager_status({ number: page, count: pageCount })}</span>
      {page < pageCount ? (
        <Link {...listingLink(category, page + 1)} className={styles.link} rel="next">
          {m.blog_pager_next()}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
