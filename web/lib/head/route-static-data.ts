import type { ContentSection } from '@sdk/gen/blog/types.gen'

/**
 * The dictionary service's page names (docs/product.md §2 rule 5, §7 "POST {base}/dict/seo with body params.page").
 * A route names its page with `staticData: { seoPage: 'home' }`; its SEO texts are then loaded before it
 * opens and override its default title and description (lib/head/seo-texts.ts).
 */
export const SEO_PAGES = [
  'home',
  'exchange',
  'popular-exchanges',
  'price',
  'order',
  'roadmap',
  'support',
  'use-calc',
  'affiliate',
  'blog',
  'docs',
  'lk',
  'wallet',
  'cashback',
  'swap-api',
  'widget',
  'how-it-works',
  'for-competent-authorities',
] as const

export type SeoPage = (typeof SEO_PAGES)[number]

/**
 * What a route declares about itself for the navigation rules (web/features/navigation), in one place:
 * - seoPage: the page whose SEO texts it shows (rule 5);
 * - contentSection: the blog, docs or roadmap translations it needs before it opens (rule 7); declared on
 *   the section's layout route, so every page below it gets them.
 */
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    seoPage?: SeoPage
    contentSection?: ContentSection
  }
}
