import type { BlogCategory, BlogPost } from '@sdk/gen/blog/types.gen'
import { isApiError } from '@sdk/runtime/api-error'
import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import type { BlogPath } from '@/lib/blog-path'
import { pageCountOf } from './post-list'
import {
  blogCategoriesQueryOptions,
  blogPostQueryOptions,
  blogPostsQueryOptions,
  recentPostsQueryOptions,
} from './queries'

/**
 * The blog-sidebar layout's data: the categories and the newest posts (cached for the visit). The pages wait for
 * it, so the sidebar is in a pre-rendered page's HTML and no list replaces a skeleton beside the page; a call that
 * fails leaves the sidebar to its own queries.
 */
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
 * What /blog/{slug...}[/page{n}] shows (spec §2): a one-segment slug that names a category is that category's
 * listing (page n); anything else is a post (with no page). An unknown post, category page or a page on a post
 * is a 404.
 */
export async function loadBlogPath(
  queryClient: QueryClient,
  { slugs, page }: BlogPath,
): Promise<BlogPathView> {
  const categories = await queryClient.ensureQueryData(blogCategoriesQueryOptions())
  const category = slugs.length === 1 ? categories.find((c) => c.slug === slugs[0]) : undefined
  if (category) {
    await loadBlogListing(queryClient, page ?? 1, category.slug)
    return { kind: 'category', category, page: page ?? 1 }
  }
  if (page !== undefined) throw notFound()
  const post = await queryClient
    .ensureQueryData(blogPostQueryOptions(slugs.join('/')))
    .catch(notFoundOnMissing)
  return { kind: 'post', post }
}
