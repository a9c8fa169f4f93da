/**
 * Shell pages: what the pre-render writes for a page it cannot render with its data, because the data is one
 * visitor's (an order). The shell is the page as it shows while its data loads: the site's frame, the heading and
 * the route's pending component (the route is `ssr: false`, so the router renders that on the server). The web
 * server answers it for every address of that page with the address's own value written over the placeholder
 * (deploy/nginx, scripts/prerender-plugin.ts), and the app renders the page afresh once its data has loaded
 * (lib/startup/start-app.tsx): the first HTML already shows the heading, the page's largest text.
 */

/** Stands for the order id in the order pages' shell (a valid id: the route's params parse it). */
export const ORDER_ID_PLACEHOLDER = '__order_id__'

/** The order pages' shell, as a router path (pre-rendered in every locale, under the locale's prefix). */
export const ORDER_SHELL_PATH = `/order/${ORDER_ID_PLACEHOLDER}`

/** The router path of each shell page. */
export const SHELL_PAGE_PATHS = [ORDER_SHELL_PATH] as const

/**
 * The addresses the order shell answers: /order/{id} and a locale's /ru/order/{id}, with the route's id rule
 * (lib/route-params.ts orderIdSchema), but not /order/pending (a route of its own). Named groups, so that nginx
 * (PCRE) reads the same pattern: `order_prefix` is the shell's locale prefix, `order_id` what replaces the placeholder.
 */
export const ORDER_PAGE_PATTERN =
  '^(?<order_prefix>/[a-z]{2})?/order/(?!pending$)(?<order_id>[A-Za-z0-9_-]{1,64})$'
