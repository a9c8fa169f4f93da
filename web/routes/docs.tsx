import { createFileRoute, Outlet } from '@tanstack/react-router'
import { SidebarLayout } from '@/components/layout/sidebar-layout'
import { DocsSidebar } from '@/features/docs/docs-sidebar'
import { m } from '@/paraglide/messages.js'

/** The docs-sidebar layout (docs/product.md §2) around every /docs page. */
export const Route = createFileRoute('/docs')({
  staticData: { contentSection: 'docs' },
  component: DocsLayout,
})

function DocsLayout() {
  return (
    <SidebarLayout sidebar={<DocsSidebar />} sidebarLabel={m.docs_nav_label()}>
      <Outlet />
    </SidebarLayout>
  )
}
