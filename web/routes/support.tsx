import { createFileRoute } from '@tanstack/react-router'
import { Page } from '@/components/layout/page'
import { buttonClassName } from '@/components/ui/button'
import { InfoActions } from '@/features/info-pages/components/info-actions'
import { InfoArticle } from '@/features/info-pages/components/info-article'
import { SupportForm } from '@/features/info-pages/components/support-form'
import { supportSections } from '@/features/info-pages/content/support'
import { pageHead } from '@/lib/head'
import { m } from '@/paraglide/messages.js'
import { supportText } from './-components/support-text'

/** The Telegram bot: a server-defined redirect of the site (spec §2 rule 6), so a plain link that loads the page. */
const TELEGRAM_PATH = '/telegram'

export const Route = createFileRoute('/support')({
  staticData: { seoPage: 'support' },
  head: async ({ match }) => pageHead(match, (await import('./-components/support-text')).supportText),
  component: SupportPage,
})

function SupportPage() {
  return (
    <Page {...supportText()}>
      <InfoArticle sections={supportSections()}>
        <InfoActions>
          <a href={TELEGRAM_PATH} className={buttonClassName({ variant: 'secondary' })}>
            {m.info_support_telegram()}
          </a>
        </InfoActions>
        <SupportForm />
      </InfoArticle>
    </Page>
  )
}
