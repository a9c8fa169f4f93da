import type { Doc } from '@sdk/gen/blog/types.gen'
import type { HeadExtras, PageText } from '@/lib/head/head'
import { canonicalLink } from '@/lib/i18n/locale'
import { m } from '@/paraglide/messages.js'
import { docPath } from './docs-links'

/** The first paragraph of a docs page as plain text: its description. */
function leadOf(html: string): string {
  const match = /<p>([\s\S]*?)<\/p>/.exec(html)
  return (match?.[1] ?? '').replace(/<[^>]+>/g, '').trim()
}

/** A docs page's head: its title and lead, breadcrumbs Documentation › page. */
export function docHead(doc: Doc): { text: PageText; extras: HeadExtras } {
  return {
    text: { title: doc.title, description: leadOf(doc.html) || m.docs_description() },
    extras: {
      breadcrumbs: [
        { name: m.docs_title(), href: canonicalLink('/docs').href },
        { name: doc.title, href: canonicalLink(docPath(doc.slug)).href },
      ],
    },
  }
}
