import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { Page } from '@/components/layout/page'
import { buttonClassName } from '@/components/ui/button'
import { InfoActions } from '@/features/info-pages/components/info-actions'
import { InfoArticle } from '@/features/info-pages/components/info-article'
import { SupportForm } from '@/features/info-pages/components/support-form'
import { supportSections } from '@/features/info-pages/content/support'
import { pageHead } from '@/lib/head/head'
import { m } from '@/paraglide/messages.js'
import { supportText } from './-components/support-text'

/** The Telegram bot: a server-defined redirect of the site (docs/product.md §2 rule 6), so a plain link that loads the page. */
const TELEGRAM_PATH = '/telegram'

/** `topic` (inferred, not in the spec): the form's topic chosen by the page that links here (for-competent-authorities). */
const supportSearchSchema = z.object({ topic: z.optional(z.string()) })

export const Route = createFileRoute('/support')({
  staticData: { seoPage: 'support' },
  validateSearch: supportSearchSchema,
  head: async ({ match }) => pageHead(match, (await import('./-components/support-text')).supportText),
  component: SupportPage,
})

function SupportPage() {
  const { topic } = Route.useSearch()
  return (
    <Page {...supportText()}>
      <InfoArticle sections={supportSections()}>
        <InfoActions>
          <a href={TELEGRAM_PATH} className={buttonClassName({ variant: 'secondary' })}>
            {m.info_support_telegram()}
          </a>
        </InfoActions>
        <SupportForm topic={topic} />
      </InfoArticle>
    </Page>
  )
}
