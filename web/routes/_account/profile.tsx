import { createFileRoute, Outlet } from '@tanstack/react-router'
import { SidebarLayout } from '@/components/layout/sidebar-layout'
import { ProfileNav } from './-components/profile-nav'

/** The account area's layout: section navigation beside the page. */
export const Route = createFileRoute('/_account/profile')({
  component: ProfileLayout,
})

function ProfileLayout() {
  return (
    <SidebarLayout sidebar={<ProfileNav />}>
      <Outlet />
    </SidebarLayout>
  )
}
