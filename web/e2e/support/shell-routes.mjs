// Every route of docs/product.md §2, as the app's users reach them: one list shared by the shell and a11y journeys
// (web/e2e/shell.spec.ts, web/e2e/a11y.spec.ts) and `npm run screenshots` (scripts/screenshots.mjs), so the
// three can never disagree about what "every route" means. Plain JS (JSDoc-typed) so Node runs it as is.
//
// `path` is the unprefixed (English) path; the Russian one is the same under /ru (docs/product.md §2).
// `headings` names the message(s) the page's h1 may show, with their params (checked through the message catalogues);
// more than one where the outcome depends on data (an order that the mock backend may not know); a heading that
// comes from the CMS (a blog post, a docs page) gives its text in each locale as `content`.
// `guarded` marks the account routes behind the sign-in guard (docs/product.md §6): they either render or send a guest to
// the sign-in dialog, depending on the session work in progress.

/**
 * @typedef {{ key: string, params?: Record<string, string | number> } | { content: Record<'en' | 'ru', string> }} HeadingMessage
 * @typedef {{ path: string, name: string, headings: readonly HeadingMessage[], guarded?: boolean }} ShellRoute
 */

/** @type {readonly ShellRoute[]} */
export const SHELL_ROUTES = [
  { path: '/', name: 'home', headings: [{ key: 'page_title_home' }] },
  {
    path: '/exchange-btc-usdttrc20',
    name: 'exchange-pair',
    headings: [{ key: 'page_title_exchange', params: { from: 'BTC', to: 'USDT (TRC20)' } }],
  },
  {
    path: '/popular-exchanges',
    name: 'popular-exchanges',
    headings: [{ key: 'page_title_popular_exchanges' }],
  },
  { path: '/price', name: 'price', headings: [{ key: 'page_title_price' }] },
  {
    path: '/price/btc',
    name: 'price-symbol',
    headings: [{ key: 'page_title_price_symbol', params: { symbol: 'BTC' } }],
  },
  {
    path: '/order/abc123?destinationAddress=x',
    name: 'order-id',
    headings: [{ key: 'page_title_order', params: { id: 'abc123' } }, { key: 'order_not_found_title' }],
  },
  { path: '/roadmap', name: 'roadmap', headings: [{ key: 'page_title_roadmap' }] },
  { path: '/support', name: 'support', headings: [{ key: 'page_title_support' }] },
  { path: '/useCalc', name: 'use-calc', headings: [{ key: 'page_title_use_calc' }] },
  { path: '/affiliate', name: 'affiliate', headings: [{ key: 'page_title_affiliate' }] },
  { path: '/blog', name: 'blog', headings: [{ key: 'blog_title' }] },
  {
    path: '/blog/page2',
    name: 'blog-page',
    headings: [{ key: 'blog_page_title', params: { number: 2 } }],
  },
  {
    path: '/blog/guides/wallets/hardware-wallets',
    name: 'blog-post',
    headings: [{ content: { en: 'Hardware wallets explained', ru: 'Аппаратные кошельки простыми словами' } }],
  },
  {
    path: '/blog/guides/page2',
    name: 'blog-category-page',
    headings: [{ content: { en: 'Guides, page 2', ru: 'Руководства, страница 2' } }],
  },
  { path: '/docs', name: 'docs', headings: [{ key: 'docs_title' }] },
  {
    path: '/docs/getting-started',
    name: 'docs-article',
    headings: [{ content: { en: 'Getting started', ru: 'Начало работы' } }],
  },
  // The messenger deep-link targets (docs/product.md §2) that are not listed above.
  { path: '/wallet', name: 'wallet', headings: [{ key: 'page_title_wallet' }] },
  {
    path: '/swap-api',
    name: 'swap-api',
    headings: [{ content: { en: 'Swap API for partners', ru: 'Swap API для партнёров' } }],
  },
  {
    path: '/widget',
    name: 'widget',
    headings: [{ content: { en: 'Embedding the widget', ru: 'Встраивание виджета' } }],
  },
  { path: '/cashback', name: 'cashback', headings: [{ key: 'page_title_cashback' }] },
  { path: '/how-it-works', name: 'how-it-works', headings: [{ key: 'page_title_how_it_works' }] },
  {
    path: '/for-competent-authorities',
    name: 'for-competent-authorities',
    headings: [{ key: 'page_title_for_competent_authorities' }],
  },
  // The account area (docs/product.md §2, §6), behind the sign-in guard.
  {
    path: '/lk',
    name: 'lk',
    // /lk leads a signed-in user on to the first account page.
    headings: [{ key: 'page_title_lk' }, { key: 'page_title_profile_info' }],
    guarded: true,
  },
  {
    path: '/profile/info',
    name: 'profile-info',
    headings: [{ key: 'page_title_profile_info' }],
    guarded: true,
  },
  {
    path: '/profile/keys',
    name: 'profile-keys',
    headings: [{ key: 'page_title_profile_keys' }],
    guarded: true,
  },
  {
    path: '/profile/wallet',
    name: 'profile-wallet',
    headings: [{ key: 'page_title_profile_wallet' }],
    guarded: true,
  },
  {
    path: '/profile/history',
    name: 'profile-history',
    headings: [{ key: 'page_title_profile_history' }],
    guarded: true,
  },
  {
    path: '/profile/cashback',
    name: 'profile-cashback',
    headings: [{ key: 'page_title_profile_cashback' }],
    guarded: true,
  },
  {
    path: '/profile/withdraw',
    name: 'profile-withdraw',
    headings: [{ key: 'page_title_profile_withdraw' }],
    guarded: true,
  },
  {
    path: '/profile/verification',
    name: 'profile-verification',
    headings: [{ key: 'page_title_profile_verification' }],
    guarded: true,
  },
  {
    path: '/profile/affiliate-program',
    name: 'profile-affiliate-program',
    headings: [{ key: 'page_title_profile_affiliate_program' }],
    guarded: true,
  },
]

/** Unknown paths and paths whose params fail validation: the "Page Not Found: {path}" page (docs/product.md §8). */
export const NOT_FOUND_PATHS = ['/nope', '/blog/page0', '/price/not_a_symbol!', '/exchange-btc']

/** The phone and desktop sizes the shell is checked and photographed at. */
export const VIEWPORTS = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
}

export const THEMES = /** @type {const} */ (['light', 'dark'])

/** The localStorage key web/lib/theme.ts (and index.html's inline script) keep the theme choice under. */
export const THEME_STORAGE_KEY = 'theme'
