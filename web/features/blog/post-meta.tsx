import type { BlogPostSummary } from '@sdk/gen/blog/types.gen'
import { formatDate } from '@/lib/format/format'
import { m } from '@/paraglide/messages.js'
import { useBlogTexts } from './blog-texts'
import styles from './post-meta.module.css'

/** A post's date, reading time and category. */
export function PostMeta({ post }: { post: BlogPostSummary }) {
  const texts = useBlogTexts()
  // The date reads as one piece: a narrow card breaks the line before it, never inside it ('20 нояб.' over '2026 г.').
  const date = formatDate(post.publishedAt, 'date').replaceAll(' ', '\u00a0')
  return (
    <p className={styles.root}>
      <time dateTime={post.publishedAt}>{m.blog_published({ date })}</time>
      <span>{texts.minutes(post.readingMinutes)}</span>
      <span>{post.category.title}</span>
    </p>
  )
}
