import { createFileRoute, Outlet } from '@tanstack/react-router'
import { SidebarLayout } from '@/components/layout/sidebar-layout'
import { loadBlogSidebar } from '@/features/blog/blog-loader'
import { BlogSidebar } from '@/features/blog/blog-sidebar'
import { m } from '@/paraglide/messages.js'

/** The blog-sidebar layout (docs/product.md §2) around every /blog page: categories and recent posts. */
export const Route = createFileRoute('/blog')({
  staticData: { contentSection: 'blog' },
  // The loader (and the CMS queries with it) loads with the blog, not with the first page of the site.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context }) => loadBlogSidebar(context.queryClient),
  component: BlogLayout,
})

function BlogLayout() {
  return (
    <SidebarLayout sidebar={<BlogSidebar />} sidebarLabel={m.blog_nav_label()}>
      <Outlet />
    </SidebarLayout>
  )
}
