import type { LinkProps } from '@tanstack/react-router'
import { m } from '@/paraglide/messages.js'

export type NavItem = {
  to: NonNullable<LinkProps['to']>
  /** A message function, called at render so the text follows the locale. */
  label: () => string
}

/** The header's main navigation. */
export const MAIN_NAV: readonly NavItem[] = [
  { to: '/popular-exchanges', label: m.nav_popular_exchanges },
  { to: '/price', label: m.nav_price },
  { to: '/blog', label: m.nav_blog },
  { to: '/docs', label: m.nav_docs },
  { to: '/affiliate', label: m.nav_affiliate },
  { to: '/support', label: m.nav_support },
]

export type NavGroup = { title: () => string; items: readonly NavItem[] }

/** The footer: every informational page. */
export const FOOTER_NAV: readonly NavGroup[] = [
  {
    title: m.footer_group_exchange,
    items: [
      { to: '/popular-exchanges', label: m.footer_link_popular_exchanges },
      { to: '/price', label: m.footer_link_price },
      { to: '/useCalc', label: m.footer_link_use_calc },
      { to: '/how-it-works', label: m.footer_link_how_it_works },
      { to: '/cashback', label: m.footer_link_cashback },
    ],
  },
  {
    title: m.footer_group_products,
    items: [
      { to: '/swap-api', label: m.footer_link_swap_api },
      { to: '/widget', label: m.footer_link_widget },
      { to: '/wallet', label: m.footer_link_wallet },
      { to: '/affiliate', label: m.footer_link_affiliate },
      { to: '/docs', label: m.footer_link_docs },
    ],
  },
  {
    title: m.footer_group_company,
    items: [
      { to: '/roadmap', label: m.footer_link_roadmap },
      { to: '/blog', label: m.footer_link_blog },
      { to: '/support', label: m.footer_link_support },
      { to: '/for-competent-authorities', label: m.footer_link_for_competent_authorities },
    ],
  },
]
