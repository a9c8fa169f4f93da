import { createFileRoute } from '@tanstack/react-router'
import { Page } from '@/components/layout/page'
import { LinkButton } from '@/components/ui/link-button'
import { InfoActions } from '@/features/info-pages/components/info-actions'
import { InfoArticle } from '@/features/info-pages/components/info-article'
import { SUPPORT_FORM_ID } from '@/features/info-pages/components/support-form-id'
import { authoritiesSections } from '@/features/info-pages/content/authorities'
import { pageHead } from '@/lib/head/head'
import { m } from '@/paraglide/messages.js'
import { authoritiesText } from './-components/authorities-text'

export const Route = createFileRoute('/for-competent-authorities')({
  staticData: { seoPage: 'for-competent-authorities' },
  head: async ({ match }) =>
    pageHead(match, (await import('./-components/authorities-text')).authoritiesText),
  component: ForCompetentAuthoritiesPage,
})

function ForCompetentAuthoritiesPage() {
  return (
    <Page {...authoritiesText()}>
      <InfoArticle sections={authoritiesSections()}>
        <InfoActions>
          <LinkButton to="/support" search={{ topic: 'other' }} hash={SUPPORT_FORM_ID} variant="secondary">
            {m.info_authorities_contact()}
          </LinkButton>
        </InfoActions>
      </InfoArticle>
    </Page>
  )
}
