import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { PageIntro } from '@/components/layout/page'
import { formatBlogSplat, parseBlogSplat } from '@/domain/blog-path'
import { listingText } from '@/features/blog/blog-head'
import { type BlogPathView, loadBlogPath } from '@/features/blog/blog-loader'
import { PostArticle } from '@/features/blog/post-article'
import { PostList } from '@/features/blog/post-list'
import { blogPostsQueryOptions } from '@/features/blog/queries'
import { pageHead } from '@/lib/head/head'

/** /blog/{slug...} and /blog/{slug...}/page{N} (docs/product.md §2): a category's listing or a post. */
export const Route = createFileRoute('/blog/$')({
  params: {
    parse: ({ _splat }) => {
      const path = parseBlogSplat(_splat ?? '')
      if (!path) throw notFound()
      return { _splat: formatBlogSplat(path), ...path }
    },
    stringify: ({ _splat }) => ({ _splat }),
  },
  // The loader (and the CMS queries with it) loads with the page, not with the first page of the site.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context, params }) => loadBlogPath(context.queryClient, params),
  head: async ({ match, loaderData }) => {
    if (!loaderData) return {}
    const { blogPathHead } = await import('@/features/blog/blog-head')
    const { text, extras } = blogPathHead(loaderData)
    return pageHead(match, () => text, undefined, extras)
  },
  component: BlogPathPage,
})

function BlogPathPage() {
  const view = Route.useLoaderData()
  return view.kind === 'post' ? <PostArticle post={view.post} /> : <CategoryListing view={view} />
}

function CategoryListing({ view }: { view: Extract<BlogPathView, { kind: 'category' }> }) {
  const { category, page } = view
  const { data } = useSuspenseQuery(blogPostsQueryOptions({ category: category.slug, page }))
  return (
    <>
      <PageIntro {...listingText(page, category.title)} />
      <PostList answer={data} category={category.slug} page={page} />
    </>
  )
}
