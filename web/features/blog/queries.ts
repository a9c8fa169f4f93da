import {
  getBlogPostOptions,
  listBlogCategoriesOptions,
  listBlogPostsOptions,
} from '@sdk/gen/blog/@tanstack/react-query.gen'
import { queryOptions } from '@tanstack/react-query'
import { BLOG_POSTS_PER_PAGE, BLOG_RECENT_POSTS } from '@/config/constants'
import { getLocale, type Locale } from '@/paraglide/runtime.js'

/** CMS content changes rarely; a visit reads it once. */
const CONTENT_STALE_MS = 5 * 60 * 1000

/** One listing page (1-based) of all posts or of one category: offset (page − 1) × per_page (blog contract). */
export const blogPostsQueryOptions = (
  { category, page = 1 }: { category?: string; page?: number },
  locale: Locale = getLocale(),
) =>
  queryOptions({
    ...listBlogPostsOptions({
      query: {
        locale,
        ...(category ? { category } : {}),
        offset: (page - 1) * BLOG_POSTS_PER_PAGE,
        per_page: BLOG_POSTS_PER_PAGE,
      },
    }),
    staleTime: CONTENT_STALE_MS,
  })

/** The most posts the CMS gives in one answer (the blog contract's per_page maximum). */
const CMS_MAX_PER_PAGE = 50

/** A category's posts from `offset`, as many as one answer holds: for looking through all of them. */
export const categoryScanQueryOptions = (category: string, offset: number, locale: Locale = getLocale()) =>
  queryOptions({
    ...listBlogPostsOptions({ query: { locale, category, offset, per_page: CMS_MAX_PER_PAGE } }),
    staleTime: CONTENT_STALE_MS,
  })

/** The newest posts of the sidebar. */
export const recentPostsQueryOptions = (locale: Locale = getLocale()) =>
  queryOptions({
    ...listBlogPostsOptions({ query: { locale, offset: 0, per_page: BLOG_RECENT_POSTS } }),
    staleTime: CONTENT_STALE_MS,
  })

export const blogCategoriesQueryOptions = (locale: Locale = getLocale()) =>
  queryOptions({ ...listBlogCategoriesOptions({ query: { locale } }), staleTime: CONTENT_STALE_MS })

/** A post by its slug of one or more segments ('guides/wallets/hardware-wallets'). */
export const blogPostQueryOptions = (slug: string, locale: Locale = getLocale()) =>
  queryOptions({ ...getBlogPostOptions({ path: { slug }, query: { locale } }), staleTime: CONTENT_STALE_MS })
