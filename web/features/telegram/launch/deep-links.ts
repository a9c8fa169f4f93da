/**
 * docs/product.md §2 "Deep-link shortcuts from the messenger": Telegram opens the mini-app with a start
 * parameter (`t.me/<bot>/<app>?startapp=…`, read as `tgWebAppStartParam`), which may hold only letters, digits, `_`
 * and `-`.
 */
export type DeepLink = { kind: 'path'; path: string } | { kind: 'order'; orderId: string }

/** The fixed shortcuts and their pages. */
export const DEEP_LINK_PATHS: Readonly<Record<string, string>> = {
  home: '/',
  'popular-exchanges': '/popular-exchanges',
  price: '/price',
  lk: '/lk',
  wallet: '/wallet',
  affiliate: '/affiliate',
  'swap-api': '/swap-api',
  widget: '/widget',
  cashback: '/cashback',
  docs: '/docs',
  blog: '/blog',
  'how-it-works': '/how-it-works',
  roadmap: '/roadmap',
  'for-competent-authorities': '/for-competent-authorities',
  support: '/support',
  'profile-info': '/profile/info',
  'profile-history': '/profile/history',
  'profile-cashback': '/profile/cashback',
  'profile-affiliate-program': '/profile/affiliate-program',
  'profile-keys': '/profile/keys',
  'profile-verification': '/profile/verification',
  'profile-wallet': '/profile/wallet',
  'profile-withdraw': '/profile/withdraw',
}

const SAFE = /^[A-Za-z0-9_-]{1,64}$/

/**
 * Where a start parameter leads: a fixed shortcut, `exchange-<from>-<to>` (the exchange page of that pair), or
 * `order-<id>` (the order page, which also needs the order's destination address).
 */
export function deepLinkOf(startParam: string | null | undefined): DeepLink | null {
  const param = startParam?.trim()
  if (!param || !SAFE.test(param)) return null
  const fixed = DEEP_LINK_PATHS[param.toLowerCase()]
  if (fixed) return { kind: 'path', path: fixed }
  const exchange = /^exchange-([a-z0-9_]+-[a-z0-9_]+)$/i.exec(param)
  if (exchange?.[1]) return { kind: 'path', path: `/exchange-${exchange[1].toLowerCase()}` }
  const order = /^order-(.+)$/.exec(param)
  if (order?.[1]) return { kind: 'order', orderId: order[1] }
  return null
}
