import { createFileRoute, notFound } from '@tanstack/react-router'
import { PageIntro } from '@/components/layout/page'
import { formatBlogSplat, parseBlogSplat } from '@/lib/blog-path'
import { pageHead } from '@/lib/head'
import { m } from '@/paraglide/messages.js'

const text = (slugs: string[]) => () => ({
  title: m.page_title_blog_post({ slug: slugs.join(' / ') }),
  description: m.page_description_blog_post(),
})

/** /blog/{slug...} and /blog/{slug...}/page{N} (spec §2): a category or an article. */
export const Route = createFileRoute('/blog/$')({
  params: {
    parse: ({ _splat }) => {
      const path = parseBlogSplat(_splat ?? '')
      if (!path) throw notFound()
      return { _splat: formatBlogSplat(path), ...path }
    },
    stringify: ({ _splat }) => ({ _splat }),
  },
  head: ({ match, params }) => pageHead(match, text(params.slugs)),
  component: BlogPathPage,
})

function BlogPathPage() {
  const { slugs } = Route.useParams()
  return <PageIntro {...text(slugs)()} />
}
