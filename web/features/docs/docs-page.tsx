import { useSuspenseQuery } from '@tanstack/react-query'
import { SidebarLayout } from '@/components/layout/sidebar-layout'
import { m } from '@/paraglide/messages.js'
import { DocArticle } from './doc-article'
import { DocsSidebar } from './docs-sidebar'
import { docQueryOptions } from './queries'

/** One docs page's content (the route's loader has loaded it). */
export function DocContent({ slug }: { slug: string }) {
  const { data } = useSuspenseQuery(docQueryOptions(slug))
  return <DocArticle doc={data} />
}

/** A docs page at an address of its own (/swap-api, /widget), in the docs-sidebar layout. */
export function StandaloneDocPage({ slug }: { slug: string }) {
  return (
    <SidebarLayout sidebar={<DocsSidebar />} sidebarLabel={m.docs_nav_label()}>
      <DocContent slug={slug} />
    </SidebarLayout>
  )
}
