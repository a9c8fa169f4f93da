import { Link } from '@tanstack/react-router'
import { ACCOUNT_NAV } from '@/components/layout/account-nav-items'
import { SidebarNav, SidebarNavList, sidebarLinkClassName } from '@/components/layout/sidebar-nav'
import { m } from '@/paraglide/messages.js'

export function ProfileNav() {
  return (
    <SidebarNav label={m.profile_nav_label()} title={m.page_title_lk()}>
      <SidebarNavList>
        {ACCOUNT_NAV.map((section) => (
          <li key={section.to}>
            <Link to={section.to} className={sidebarLinkClassName}>
              {section.label()}
            </Link>
          </li>
        ))}
      </SidebarNavList>
    </SidebarNav>
  )
}
