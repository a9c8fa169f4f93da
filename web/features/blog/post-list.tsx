import type { BlogPostPage } from '@sdk/gen/blog/types.gen'
import { BlogPager } from './blog-pager'
import { useBlogTexts } from './blog-texts'
import { PostCard } from './post-card'
import styles from './post-list.module.css'

type PostListProps = { answer: BlogPostPage; category?: string; page: number }

/** One listing page: the posts as cards, then the pager. */
export function PostList({ answer, category, page }: PostListProps) {
  const texts = useBlogTexts()
  const pageCount = pageCountOf(answer)
  if (answer.items.length === 0) return <p>{texts.empty}</p>
  return (
    <div className={styles.root}>
      <div className={styles.grid}>
        {answer.items.map((post) => (
          <PostCard key={post.slug} post={post} />
        ))}
      </div>
      <BlogPager category={category} page={page} pageCount={pageCount} />
    </div>
  )
}

/** How many pages a listing has (for a 404 past the last one). */
export const pageCountOf = (answer: BlogPostPage) => Math.max(1, Math.ceil(answer.total / answer.per_page))
