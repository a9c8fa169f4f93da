import { MARKUP_IMAGE_SIZE, MARKUP_LOGO_SIZE, MARKUP_RATING } from '@/config/constants'
import { env } from '@/config/env'
import { brandName } from '@/lib/brand'

/** A JSON-LD node. Rendered by the router's HeadContent as <script type="application/ld+json"> (JSON.stringify, `<` escaped). */
export type JsonLd = Record<string, unknown>

type MetaTag = React.JSX.IntrinsicElements['meta']

/**
 * A head() `meta` entry the router renders as JSON-LD (HeadContent: JSON.stringify, then `<` escaped). Its type
 * is not among the router's meta types, hence the cast.
 */
export const jsonLdMeta = (markup: unknown): MetaTag => ({ 'script:ld+json': markup }) as unknown as MetaTag

const SCHEMA = 'https://schema.org'

/** The site's logo and share image, served from public/ (sizes: docs/product.md §9 markup defaults). */
export const LOGO_PATH = '/logo.png'
export const SHARE_IMAGE_PATH = '/og-image.png'

const absolute = (path: string, origin: string) => new URL(path, origin).href

/** The organisation behind the site, with its logo at the docs/product.md §9 size (200x60). */
export function organization(origin: string = env.siteOrigin): JsonLd {
  return {
    '@type': 'Organization',
    name: brandName(),
    url: absolute('/', origin),
    logo: { '@type': 'ImageObject', url: absolute(LOGO_PATH, origin), ...MARKUP_LOGO_SIZE },
  }
}

export type Crumb = { name: string; href: string }

/** BreadcrumbList of a nested page: its ancestors and itself, each with an absolute URL. */
export function breadcrumbList(crumbs: Crumb[]): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.href,
    })),
  }
}

export type ArticleFacts = {
  headline: string
  description: string
  url: string
  image: string | null
  datePublished: string
  inLanguage: string
}

/** Article of a blog post, published by the organisation. */
export function article(facts: ArticleFacts, origin: string = env.siteOrigin): JsonLd {
  const { image, url, ...rest } = facts
  return {
    '@context': SCHEMA,
    '@type': 'Article',
    ...rest,
    mainEntityOfPage: url,
    image: {
      '@type': 'ImageObject',
      url: absolute(image ?? SHARE_IMAGE_PATH, origin),
      ...MARKUP_IMAGE_SIZE,
    },
    author: organization(origin),
    publisher: organization(origin),
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The docs/product.md §9 markup defaults applied to JSON-LD from the dictionary service: a Rating or AggregateRating without
 * its scale gets 5 best and 1 worst; an Organization without a logo gets the site's (200x60), and an ImageObject
 * logo without a size gets 200x60.
 */
export function withMarkupDefaults(node: unknown, origin: string = env.siteOrigin): unknown {
  if (Array.isArray(node)) return node.map((item) => withMarkupDefaults(item, origin))
  if (!isRecord(node)) return node
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(node)) out[key] = withMarkupDefaults(value, origin)
  const type = out['@type']
  if (type === 'Rating' || type === 'AggregateRating') {
    out.bestRating ??= MARKUP_RATING.best
    out.worstRating ??= MARKUP_RATING.worst
  }
  if (type === 'Organization') {
    const logo = out.logo
    if (logo === undefined) out.logo = organization(origin).logo
    else if (isRecord(logo) && logo.width === undefined) out.logo = { ...logo, ...MARKUP_LOGO_SIZE }
  }
  return out
}
