import type { BlogPost } from '@sdk/gen/blog/types.gen'
import { Link } from '@tanstack/react-router'
import { CmsContent } from '@/components/ui/cms-content'
import { m } from '@/paraglide/messages.js'
import { slugLink } from './blog-links'
import { useBlogTexts } from './blog-texts'
import styles from './post-article.module.css'
import { PostCover } from './post-cover'
import { PostMeta } from './post-meta'

/** A blog post: its title, meta, cover and the CMS body, sanitised. */
export function PostArticle({ post }: { post: BlogPost }) {
  const texts = useBlogTexts()
  return (
    <article className={styles.root}>
      {/* The visible trail of the BreadcrumbList in the head (blog-head.ts): Blog › category. */}
      <nav aria-label={m.blog_breadcrumb_label()}>
        <ol className={styles.breadcrumbs}>
          <li>
            <Link to="/blog">{texts.title}</Link>
          </li>
          <li>
            <Link {...slugLink(post.category.slug)}>{post.category.title}</Link>
          </li>
        </ol>
      </nav>
      <h1 className={styles.title}>{post.title}</h1>
      <PostMeta post={post} />
      <PostCover src={post.coverImage} eager />
      <CmsContent html={post.html} />
    </article>
  )
}
