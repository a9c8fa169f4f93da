import type { BlogPost } from '@sdk/gen/blog/types.gen'
import { LOCALE_META } from '@/config/locales'
import type { HeadExtras, PageText } from '@/lib/head/head'
import { article, type Crumb } from '@/lib/head/structured-data'
import { canonicalLink } from '@/lib/i18n/locale'
import { m } from '@/paraglide/messages.js'
import { getLocale } from '@/paraglide/runtime.js'
import { listingPath } from './blog-links'
import type { BlogPathView } from './blog-loader'

const crumb = (name: string, path: string): Crumb => ({ name, href: canonicalLink(path).href })

/** The texts of a listing page: the blog's first page, a later one, or a category's. */
export function listingText(page: number, categoryTitle?: string): PageText {
  if (categoryTitle) {
    return {
      title:
        page > 1
          ? m.blog_category_page_title({ category: categoryTitle, number: page })
          : m.blog_category_title({ category: categoryTitle }),
      description: m.blog_category_description({ category: categoryTitle }),
    }
  }
  if (page > 1)
    return {
      title: m.blog_page_title({ number: page }),
      description: m.blog_page_description({ number: page }),
    }
  return { title: m.blog_title(), description: m.blog_description() }
}

/** Breadcrumbs of a listing page below /blog. */
export function listingExtras(page: number, category?: { slug: string; title: string }): HeadExtras {
  const trail = [crumb(m.blog_title(), '/blog')]
  if (category) trail.push(crumb(category.title, listingPath(category.slug, 1)))
  if (page > 1) trail.push(crumb(listingText(page, category?.title).title, listingPath(category?.slug, page)))
  return { breadcrumbs: trail }
}

/** A post's head: its SEO texts, Article JSON-LD, breadcrumbs Blog › category › post, og:type article. */
export function postHead(post: BlogPost): { text: PageText; extras: HeadExtras } {
  const path = `/blog/${post.slug}`
  const url = canonicalLink(path).href
  return {
    text: { title: post.seoTitle, description: post.seoDescription },
    extras: {
      ogType: 'article',
      image: post.coverImage,
      breadcrumbs: [
        crumb(m.blog_title(), '/blog'),
        crumb(post.category.title, listingPath(post.category.slug, 1)),
        { name: post.title, href: url },
      ],
      jsonLd: [
        article({
          headline: post.title,
          description: post.excerpt,
          url,
          image: post.coverImage,
          datePublished: post.publishedAt,
          inLanguage: LOCALE_META[getLocale()].lang,
        }),
      ],
    },
  }
}

/** The head of whatever /blog/{slug...} shows. */
export function blogPathHead(view: BlogPathView) {
  if (view.kind === 'post') return postHead(view.post)
  return {
    text: listingText(view.page, view.category.title),
    extras: listingExtras(view.page, view.category),
  }
}
