import { createFileRoute, Outlet } from '@tanstack/react-router'
import { SidebarLayout } from '@/components/layout/sidebar-layout'
import { BlogSidebar } from './blog/-components/blog-sidebar'

/** The blog-sidebar layout (spec §2) around every /blog page. */
export const Route = createFileRoute('/blog')({
  staticData: { contentSection: 'blog' },
  component: BlogLayout,
})

function BlogLayout() {
  return (
    <SidebarLayout sidebar={<BlogSidebar />}>
      <Outlet />
    </SidebarLayout>
  )
}
