/** Docs pages that have a top-level address of their own (docs/product.md §2 deep links /swap-api/ and /widget/). */
const OWN_ADDRESS = { 'swap-api': '/swap-api', widget: '/widget' } as const

export type DocsPageSlug = keyof typeof OWN_ADDRESS

export const isOwnAddressDoc = (slug: string): slug is DocsPageSlug => slug in OWN_ADDRESS

/** Link props of a docs page: /docs/{slug}, or /swap-api and /widget for the partner API and widget docs. */
export function docLink(slug: string) {
  if (isOwnAddressDoc(slug)) return { to: OWN_ADDRESS[slug] } as const
  return { to: '/docs/$slug', params: { slug } } as const
}

/** The de-localized path of a docs page, for breadcrumbs. */
export const docPath = (slug: string): string => (isOwnAddressDoc(slug) ? OWN_ADDRESS[slug] : `/docs/${slug}`)
