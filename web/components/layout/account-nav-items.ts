import { m } from '@/paraglide/messages.js'
import type { NavItem } from './nav-items'

/**
 * The account area's sections: the header's account menu and the profile pages' navigation (docs/product.md §2). Apart from
 * nav-items.ts, which the header and footer of every page use: only a signed-in user's chunks carry these.
 */
export const ACCOUNT_NAV: readonly NavItem[] = [
  { to: '/profile/info', label: m.page_title_profile_info },
  { to: '/profile/history', label: m.page_title_profile_history },
  { to: '/profile/wallet', label: m.page_title_profile_wallet },
  { to: '/profile/withdraw', label: m.page_title_profile_withdraw },
  { to: '/profile/cashback', label: m.page_title_profile_cashback },
  { to: '/profile/affiliate-program', label: m.page_title_profile_affiliate_program },
  { to: '/profile/keys', label: m.page_title_profile_keys },
  { to: '/profile/verification', label: m.page_title_profile_verification },
]
