import { SidebarNav, SidebarPlaceholder } from '@/components/layout/sidebar-nav'
import { m } from '@/paraglide/messages.js'

/** Blog categories. Placeholder until the blog feature loads them from the blog service. */
export function BlogSidebar() {
  return (
    <SidebarNav label={m.blog_sidebar_label()} title={m.blog_sidebar_title()}>
      <SidebarPlaceholder>{m.blog_sidebar_placeholder()}</SidebarPlaceholder>
    </SidebarNav>
  )
}
