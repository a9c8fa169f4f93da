import { createFileRoute, Outlet } from '@tanstack/react-router'
import { SidebarLayout } from '@/components/layout/sidebar-layout'
import { m } from '@/paraglide/messages.js'
import { ProfileNav } from './-components/profile-nav'

/** The account area's layout: section navigation beside the page. */
export const Route = createFileRoute('/_account/profile')({
  component: ProfileLayout,
})

function ProfileLayout() {
  return (
    <SidebarLayout sidebar={<ProfileNav />} sidebarLabel={m.profile_nav_label()}>
      <Outlet />
    </SidebarLayout>
  )
}
