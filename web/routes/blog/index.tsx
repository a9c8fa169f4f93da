import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '@/components/layout/page'
import { listingText } from '@/features/blog/blog-head'
import { loadBlogListing } from '@/features/blog/blog-loader'
import { PostList } from '@/features/blog/post-list'
import { blogPostsQueryOptions } from '@/features/blog/queries'
import { pageHead } from '@/lib/head/head'

/** /blog: the newest posts (docs/product.md §2). */
export const Route = createFileRoute('/blog/')({
  staticData: { seoPage: 'blog' },
  // The loader (and the CMS queries with it) loads with the page, not with the first page of the site.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context }) => loadBlogListing(context.queryClient, 1),
  head: async ({ match }) => {
    const { listingText } = await import('@/features/blog/blog-head')
    return pageHead(match, () => listingText(1))
  },
  component: BlogIndexPage,
})

function BlogIndexPage() {
  const { data } = useSuspenseQuery(blogPostsQueryOptions({ page: 1 }))
  return (
    <>
      <PageIntro {...listingText(1)} />
      <PostList answer={data} page={1} />
    </>
  )
}
