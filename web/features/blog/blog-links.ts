import { type BlogPath, formatBlogSplat } from '@/domain/blog-path'

/** The /blog/$ route's params for a path (its parsed form plus the splat it stringifies to). */
const splatParams = (path: BlogPath) => ({ ...path, _splat: formatBlogSplat(path) })

/** Link props of a post or a category's first page: /blog/{slug...}. */
export const slugLink = (slug: string) =>
  ({ to: '/blog/$', params: splatParams({ slugs: slug.split('/') }) }) as const

/**
 * Where a listing page lives (docs/product.md §2): /blog, /blog/page{n}, /blog/{category}, /blog/{category}/page{n}.
 * Returned as router link props.
 */
export function listingLink(category: string | undefined, page: number) {
  if (category) {
    return {
      to: '/blog/$',
      params: splatParams({ slugs: [category], ...(page > 1 ? { page } : {}) }),
    } as const
  }
  if (page > 1) return { to: '/blog/page{$number}', params: { number: page } } as const
  return { to: '/blog' } as const
}

/** The path of a listing page, de-localized ('/blog/guides/page2'), for breadcrumbs. */
export function listingPath(category: string | undefined, page: number): string {
  const base = category ? `/blog/${category}` : '/blog'
  return page > 1 ? `${base}/page${page}` : base
}
