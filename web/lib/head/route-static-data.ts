import type { ContentSection } from '@sdk/gen/blog/types.gen'

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

/** `contentSection` is declared on the section's layout route, so every page below it gets the texts. */
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    seoPage?: SeoPage
    contentSection?: ContentSection
  }
}
