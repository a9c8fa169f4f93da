import { Link, type LinkProps } from '@tanstack/react-router'
import { SidebarNav, SidebarNavList, sidebarLinkClassName } from '@/components/layout/sidebar-nav'
import { m } from '@/paraglide/messages.js'

const PROFILE_SECTIONS: ReadonlyArray<{ to: NonNullable<LinkProps['to']>; label: () => string }> = [
  { to: '/profile/info', label: m.page_title_profile_info },
  { to: '/profile/history', label: m.page_title_profile_history },
  { to: '/profile/wallet', label: m.page_title_profile_wallet },
  { to: '/profile/withdraw', label: m.page_title_profile_withdraw },
  { to: '/profile/cashback', label: m.page_title_profile_cashback },
  { to: '/profile/affiliate-program', label: m.page_title_profile_affiliate_program },
  { to: '/profile/keys', label: m.page_title_profile_keys },
  { to: '/profile/verification', label: m.page_title_profile_verification },
]

export function ProfileNav() {
  return (
    <SidebarNav label={m.profile_nav_label()} title={m.page_title_lk()}>
      <SidebarNavList>
        {PROFILE_SECTIONS.map((section) => (
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
