import { MARKUP_IMAGE_SIZE, MARKUP_LOGO_SIZE, MARKUP_RATING } from '@/config/constants'
import { env } from '@/config/env'
import { brandName } from '@/lib/brand'

export type JsonLd = Record<string, unknown>

type MetaTag = React.JSX.IntrinsicElements['meta']

/** Its type is not among the router's meta types, hence the cast. */
export const jsonLdMeta = (markup: unknown): MetaTag => ({ 'script:ld+json': markup }) as unknown as MetaTag

const SCHEMA = 'https://schema.org'

export const LOGO_PATH = '/logo.png'
export const SHARE_IMAGE_PATH = '/og-image.png'

const absolute = (path: string, origin: string) => new URL(path, origin).href

export function organization(origin: string = env.siteOrigin): JsonLd {
  return {
    '@type': 'Organization',
    name: brandName(),
    url: absolute('/', origin),
    logo: { '@type': 'ImageObject', url: absolute(LOGO_PATH, origin), ...MARKUP_LOGO_SIZE },
  }
}

export type Crumb = { name: string; href: string }

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

/** The markup defaults of docs/product.md §9 for JSON-LD from the dictionary service (rating scale, logo and its size). */
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
