import type { BlogPostSummary } from '@sdk/gen/blog/types.gen'
import { Link } from '@tanstack/react-router'
import { Card } from '@/components/ui/card'
import { slugLink } from './blog-links'
import { useBlogTexts } from './blog-texts'
import styles from './post-card.module.css'
import { PostCover } from './post-cover'
import { PostMeta } from './post-meta'

/** One post in a listing: cover, title (the link), meta, excerpt. */
export function PostCard({ post }: { post: BlogPostSummary }) {
  const texts = useBlogTexts()
  return (
    <Card as="article" className={styles.root}>
      <PostCover src={post.coverImage} keepPlace />
      <h2 className={styles.title}>
        <Link {...slugLink(post.slug)} className={styles.link}>
          {post.title}
        </Link>
      </h2>
      <PostMeta post={post} />
      <p className={styles.excerpt}>{post.excerpt}</p>
      <span aria-hidden="true" className={styles.more}>
        {texts.readMore}
      </span>
    </Card>
  )
}
