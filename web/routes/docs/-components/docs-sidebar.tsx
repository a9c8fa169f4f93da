import { SidebarNav, SidebarPlaceholder } from '@/components/layout/sidebar-nav'
import { m } from '@/paraglide/messages.js'

/** Docs navigation. Placeholder until the docs feature loads the sections. */
export function DocsSidebar() {
  return (
    <SidebarNav label={m.docs_sidebar_label()} title={m.docs_sidebar_title()}>
      <SidebarPlaceholder>{m.docs_sidebar_placeholder()}</SidebarPlaceholder>
    </SidebarNav>
  )
}
