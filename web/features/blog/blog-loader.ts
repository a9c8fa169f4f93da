import type { BlogCategory, BlogPost } from '@sdk/gen/blog/types.gen'
import { isApiError } from '@sdk/runtime/api-error'
import type { QueryClient } from '@tanstack/react-query'
import { notFound, redirect } from '@tanstack/react-router'
import type { BlogPath } from '@/domain/blog-path'
import { slugLink } from './blog-links'
import { pageCountOf } from './post-list'
import {
  blogCategoriesQueryOptions,
  blogPostQueryOptions,
  blogPostsQueryOptions,
  categoryScanQueryOptions,
  recentPostsQueryOptions,
} from './queries'

/** The blog-sidebar layout's data: the categories and the newest posts (cached for the visit). */
export async function loadBlogSidebar(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.ensureQueryData(blogCategoriesQueryOptions()).catch(() => undefined),
    queryClient.ensureQueryData(recentPostsQueryOptions()).catch(() => undefined),
  ])
}

const notFoundOnMissing = (error: unknown): never => {
  throw isApiError(error) && error.code === 'ERR_NOT_FOUND' ? notFound() : error
}

/** A listing page of all posts; a page past the last is a 404. */
export async function loadBlogListing(queryClient: QueryClient, page: number, category?: string) {
  const answer = await queryClient
    .ensureQueryData(blogPostsQueryOptions({ category, page }))
    .catch(notFoundOnMissing)
  if (page > pageCountOf(answer)) throw notFound()
}

export type BlogPathView =
  | { kind: 'category'; category: BlogCategory; page: number }
  | { kind: 'post'; post: BlogPost }

/**
 * What /blog/{slug...}[/page{n}] shows (docs/product.md §2): a one-segment slug that names a category is that
 * category's listing (page n); anything else is a post (with no page).
 */
export async function loadBlogPath(
  queryClient: QueryClient,
  { slugs, page }: BlogPath,
): Promise<BlogPathView> {
  const categories = await queryClient.ensureQueryData(blogCategoriesQueryOptions())
  const category = slugs.length === 1 ? categories.find((c) => c.slug === slugs[0]) : undefined
  if (category) {
    // The loader, not the route's beforeLoad: this code loads with the blog, not in the site's first JS.
    if (page === 1) throw redirect({ ...slugLink(category.slug), replace: true })
    await loadBlogListing(queryClient, page ?? 1, category.slug)
    return { kind: 'category', category, page: page ?? 1 }
  }
  if (page !== undefined) throw notFound()
  const post = await queryClient
    .ensureQueryData(blogPostQueryOptions(slugs.join('/')))
    .catch(async (error: unknown) => {
      const missing = isApiError(error) && error.code === 'ERR_NOT_FOUND'
      const above = missing ? await categoryAbove(queryClient, categories, slugs) : undefined
      if (above) throw redirect({ ...slugLink(above), replace: true })
      return notFoundOnMissing(error)
    })
  return { kind: 'post', post }
}

/** The category whose posts live under `slugs` when that path is a prefix of theirs, else undefined. */
async function categoryAbove(
  queryClient: QueryClient,
  categories: readonly BlogCategory[],
  slugs: readonly string[],
): Promise<string | undefined> {
  const category = slugs.length > 1 ? categories.find((c) => c.slug === slugs[0]) : undefined
  if (!category) return undefined
  const prefix = `${slugs.join('/')}/`
  for (let offset = 0; ; ) {
    const answer = await queryClient.ensureQueryData(categoryScanQueryOptions(category.slug, offset))
    if (answer.items.some((post) => post.slug.startsWith(prefix))) return category.slug
    offset += answer.items.length
    if (answer.items.length === 0 || offset >= answer.total) return undefined
  }
}
