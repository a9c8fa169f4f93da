import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { PageIntro } from '@/components/layout/page'
import { isPageNumberLike, parseBlogPageNumber } from '@/domain/blog-path'
import { listingText } from '@/features/blog/blog-head'
import { loadBlogListing } from '@/features/blog/blog-loader'
import { PostList } from '@/features/blog/post-list'
import { blogPostsQueryOptions } from '@/features/blog/queries'
import { pageHead } from '@/lib/head/head'

/** /blog/page{N}: a blog listing page (docs/product.md §2); past the last page, a 404. */
export const Route = createFileRoute('/blog/page{$number}')({
  params: {
    parse: ({ number }) => {
      // 'pageant' is not a page number: returning false lets /blog/$ take it as a slug.
      if (!isPageNumberLike(number)) return false
      const page = parseBlogPageNumber(number)
      if (page === null) throw notFound()
      return { number: page }
    },
    stringify: ({ number }) => ({ number: String(number) }),
  },
  // The loader (and the CMS queries with it) loads with the page, not with the first page of the site.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context, params }) => {
    // /blog/page1 is /blog: one address for the first page (here and not in beforeLoad, which every page's first
    // JS would carry).
    if (params.number === 1) throw redirect({ to: '/blog', replace: true })
    return loadBlogListing(context.queryClient, params.number)
  },
  head: async ({ match, params }) => {
    const { listingExtras, listingText } = await import('@/features/blog/blog-head')
    return pageHead(match, () => listingText(params.number), undefined, listingExtras(params.number))
  },
  component: BlogListingPage,
})

function BlogListingPage() {
  const { number } = Route.useParams()
  const { data } = useSuspenseQuery(blogPostsQueryOptions({ page: number }))
  return (
    <>
      <PageIntro {...listingText(number)} />
      <PostList answer={data} page={number} />
    </>
  )
}
