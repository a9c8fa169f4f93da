import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { SidebarNavList, sidebarLinkClassName } from '@/components/layout/sidebar-nav'
import { Skeleton } from '@/components/ui/skeleton'
import { m } from '@/paraglide/messages.js'
import { slugLink } from './blog-links'
import styles from './blog-sidebar.module.css'
import { useBlogTexts } from './blog-texts'
import { blogCategoriesQueryOptions, recentPostsQueryOptions } from './queries'

const SKELETON_ROWS = [1, 2, 3, 4]

function SkeletonList() {
  return (
    <div aria-hidden="true" className={styles.skeleton}>
      {SKELETON_ROWS.map((row) => (
        <Skeleton key={row} height="var(--size-tap)" />
      ))}
    </div>
  )
}

/** The blog-sidebar layout's sidebar (docs/product.md §2): the categories with their post counts, then the newest posts. */
export function BlogSidebar() {
  const texts = useBlogTexts()
  const categories = useQuery(blogCategoriesQueryOptions())
  const recent = useQuery(recentPostsQueryOptions())
  return (
    <nav aria-label={m.blog_nav_label()} className={styles.root}>
      <section className={styles.block} aria-busy={categories.isPending}>
        <h2 className={styles.title}>{texts.categories}</h2>
        {categories.data ? (
          <SidebarNavList>
            <li>
              <Link to="/blog" activeOptions={{ exact: true }} className={sidebarLinkClassName}>
                {texts.allPosts}
              </Link>
            </li>
            {categories.data.map((category) => (
              <li key={category.slug}>
                <Link {...slugLink(category.slug)} className={sidebarLinkClassName}>
                  {category.title} <span className={styles.count}>({category.postCount})</span>
                </Link>
              </li>
            ))}
          </SidebarNavList>
        ) : (
          <SkeletonList />
        )}
      </section>
      <section className={styles.block} aria-busy={recent.isPending}>
        <h2 className={styles.title}>{m.blog_recent_posts()}</h2>
        {recent.data ? (
          <ul className={styles.recent}>
            {recent.data.items.map((post) => (
              <li key={post.slug}>
                <Link {...slugLink(post.slug)} className={styles.recentLink}>
                  {post.title}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <SkeletonList />
        )}
      </section>
    </nav>
  )
}
