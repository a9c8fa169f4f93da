import { createFileRoute, notFound } from '@tanstack/react-router'
import { PageIntro } from '@/components/layout/page'
import { isPageNumberLike, parseBlogPageNumber } from '@/lib/blog-path'
import { pageHead } from '@/lib/head'
import { m } from '@/paraglide/messages.js'

const text = (page: number) => () => ({
  title: m.page_title_blog_page({ number: page }),
  description: m.page_description_blog_page({ number: page }),
})

/** /blog/page{N}: a blog listing page (spec §2). */
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
  head: ({ match, params }) => pageHead(match, text(params.number)),
  component: BlogListingPage,
})

function BlogListingPage() {
  const { number } = Route.useParams()
  return <PageIntro {...text(number)()} />
}
