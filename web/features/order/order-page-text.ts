import { m } from '@/paraglide/messages.js'

/**
 * The order page's title and description (the route's head(), which imports them on demand, and the h1).
 * /order/pending is its own route.
 */
export function orderPageText(id: string) {
  return { title: m.page_title_order({ id }), description: m.page_description_order() }
}
