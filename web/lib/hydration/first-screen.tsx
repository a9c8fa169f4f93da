/**
 * Chromium paints HTML while it is still being parsed, so a half-parsed header grows and shifts. These empty marks
 * end what must paint whole; `<link rel="expect" blocking="render">` in the head holds rendering until they exist.
 */
export const SITE_HEADER_END = 'site-header-end'
export const EXCHANGE_FORM_END = 'exchange-form-end'
/** Right-aligned: half-parsed, they grew to the left. */
export const PRICE_CHART_HEAD_END = 'price-chart-head-end'

type ExpectLink = { rel: 'expect'; href: `#${string}`; blocking: 'render' }

/** The head link that holds the first paint until the mark `id` is parsed. */
export const paintAfterParsed = (id: string): ExpectLink => ({
  rel: 'expect',
  href: `#${id}`,
  blocking: 'render',
})

/** The end of what the first paint holds for (an empty element, hidden from everyone). */
export function FirstPaintMark({ id }: { id: string }) {
  return <span id={id} hidden />
}
