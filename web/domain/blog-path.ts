import { z } from 'zod/mini'
import { slugSchema } from '@/lib/route-params'

export const blogPageNumberSchema = z.pipe(
  z.string().check(z.regex(/^[1-9]\d{0,5}$/)),
  z.transform((digits) => Number(digits)),
)

const PAGE_SEGMENT = /^page(\d+)$/

export type BlogPath = {
  slugs: string[]
  page?: number
}

/** True when the raw `{$number}` is digits, valid or not. */
export function isPageNumberLike(raw: string): boolean {
  return /^\d+$/.test(raw)
}

export function parseBlogPageNumber(raw: string): number | null {
  const result = blogPageNumberSchema.safeParse(raw)
  return result.success ? result.data : null
}

/** Null when the path has no slug, a bad slug or page number, or a `page{N}` segment anywhere but last. */
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

export function formatBlogSplat({ slugs, page }: BlogPath): string {
  return page === undefined ? slugs.join('/') : [...slugs, `page${page}`].join('/')
}
