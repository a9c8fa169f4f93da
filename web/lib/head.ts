import { m } from '@/paraglide/messages.js'

export type PageText = {
  /** The page's own title; the brand is added for the document title. */
  title: string
  description: string
}

type HeadMatch = { status: string }

/** Builds a route's `head()` result (document title, description, Open Graph) from page text. */
export function pageHead(match: HeadMatch, text: () => PageText) {
  // A route that failed (a 404 from params.parse, a loader error): the not-found and error
  // pages set their own title and robots noindex.
  if (match.status === 'notFound' || match.status === 'error') return {}
  const { title, description } = text()
  const documentTitle = m.seo_title_template({ title, brand: m.brand_name() })
  return {
    meta: [
      { title: documentTitle },
      { name: 'description', content: description },
      { property: 'og:title', content: documentTitle },
      { property: 'og:description', content: description },
    ],
  }
}
