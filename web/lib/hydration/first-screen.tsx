/**
 * What a pre-rendered page's first paint waits for. Chromium paints a page while its HTML is still arriving and
 * being parsed: a header or a currency picker painted half-way through grows as the rest of it is parsed, and what
 * was painted moves (a layout shift no visitor caused: on a slow phone the picker's logo moved 170 px left).
 * `<link rel="expect" href="#id" blocking="render">` in the head holds rendering until the element with that id is
 * in the document. The element is an empty mark at the end of what must paint whole (the header, the exchange
 * form, the price chart's head), so the page paints them complete; the rest of it (the sections below the form,
 * the footer) paints as it arrives. A browser without `rel=expect` paints as before; a page the app renders itself
 * (no pre-rendered HTML) has its elements before any paint, and an expect link added after the HTML was parsed
 * holds nothing.
 */
export const SITE_HEADER_END = 'site-header-end'
export const EXCHANGE_FORM_END = 'exchange-form-end'
/** The price chart's heading and range buttons (right-aligned: half-parsed, they grew to the left). */
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
