import { MARKUP_IMAGE_SIZE } from '@/config/constants'
import { env } from '@/config/env'
import { LOCALE_META } from '@/config/locales'
import { brandName } from '@/lib/brand'
import { canonicalLink } from '@/lib/i18n/locale'
import { getLocale } from '@/paraglide/runtime.js'
import { SHARE_IMAGE_PATH } from './structured-data'

type ShareFacts = {
  title: string
  description: string
  /** The de-localized pathname of the page ('/blog/welcome'); the canonical URL is built from it. */
  pathname?: string
  type?: 'website' | 'article'
  image?: string | null
}

/** Open Graph and Twitter card tags of a page, with the docs/product.md §9 1200x630 share image. */
export function shareMeta(
  { title, description, pathname, type = 'website', image }: ShareFacts,
  origin: string = env.siteOrigin,
) {
  const imageUrl = new URL(image ?? SHARE_IMAGE_PATH, origin).href
  return [
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: brandName() },
    { property: 'og:locale', content: LOCALE_META[getLocale()].ogLocale },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    ...(pathname === undefined
      ? []
      : [{ property: 'og:url', content: canonicalLink(pathname, origin).href }]),
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:width', content: String(MARKUP_IMAGE_SIZE.width) },
    { property: 'og:image:height', content: String(MARKUP_IMAGE_SIZE.height) },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: imageUrl },
  ]
}
