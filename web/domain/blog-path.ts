import { z } from 'zod/mini'
import { slugSchema } from '@/lib/route-params'

/** A blog listing page number in `page{N}`: a positive integer without leading zeros. */
export const blogPageNumberSchema = z.pipe(
  z.string().check(z.regex(/^[1-9]\d{0,5}$/)),
  z.transform((digits) => Number(digits)),
)

const PAGE_SEGMENT = /^page(\d+)$/

export type BlogPath = {
  /** One or more slug segments, e.g. ['guides', 'how-to']. */
  slugs: string[]
  /** The listing page from a trailing `page{N}` segment, if any. */
  page?: number
}

/** True when the raw `{$number}` of /blog/page{$number} is digits (valid or not). */
export function isPageNumberLike(raw: string): boolean {
  return /^\d+$/.test(raw)
}

/** The page number of `page{N}`, or null when N is not a positive integer. */
export function parseBlogPageNumber(raw: string): number | null {
  const result = blogPageNumberSchema.safeParse(raw)
  return result.success ? result.data : null
}

/**
 * Parses the splat of /blog/{slug...}[/page{N}] (docs/product.md §2), e.g. 'guides/how-to/page2'.
 * Repeated slashes collapse (docs/product.md §2, rule 4). Returns null when the path is not valid:
 * no slug, a bad slug, a bad page number, or a `page{N}` segment anywhere but last.
 */
export function parseBlogSplat(splat: string): BlogPath | null {
  const segments = splat.split('/').filter(Boolean)
  const last = segments.at(-1)
  const pageMatch = last === undefined ? null : PAGE_SEGMENT.exec(last)

  let page: number | undefined
  if (pageMatch) {
    const parsed = parseBlogPageNumber(pageMatch[1] ?? '')
    if (parsed === null) return null
    page = parsed
    segments.pop()
  }

  if (segments.length === 0) return null
  for (const segment of segments) {
    if (PAGE_SEGMENT.test(segment) || !slugSchema.safeParse(segment).success) return null
  }
  return page === undefined ? { slugs: segments } : { slugs: segments, page }
}

/** The splat for a blog path: the inverse of parseBlogSplat. */
export function formatBlogSplat({ slugs, page }: BlogPath): string {
  return page === undefined ? slugs.join('/') : [...slugs, `page${page}`].join('/')
}
