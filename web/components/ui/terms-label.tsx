import { Link, type LinkProps } from '@tanstack/react-router'
import { useId } from 'react'
import { phraseParts } from '@/lib/i18n/phrase-parts'
import { m } from '@/paraglide/messages.js'

/** Link props of a page of the CMS's docs, served at /docs/{slug} (under /ru/ in Russian). */
const docPage = (slug: string) => ({ to: '/docs/$slug', params: { slug } }) as const satisfies LinkProps

/** Where a terms checkbox leads: the two legal documents, which live in the CMS's docs (its 'legal' section). */
const TERMS_PAGES = {
  privacy: docPage('privacy-policy'),
  service: docPage('terms-of-service'),
}

/**
 * A terms checkbox's label (the register dialog's, the exchange form's): its `sentence` with the documents it names
 * linked.
 */
export function TermsLabel({ sentence }: { sentence: string }) {
  const newTabId = useId()
  const parts = phraseParts(sentence, [
    { text: m.terms_privacy_link(), target: TERMS_PAGES.privacy },
    { text: m.terms_service_link(), target: TERMS_PAGES.service },
  ])
  return (
    <>
      {parts.map(({ text, target }) =>
        target ? (
          <Link key={target.params.slug} {...target} target="_blank" aria-describedby={newTabId}>
            {text}
          </Link>
        ) : (
          text
        ),
      )}
      <span id={newTabId} hidden>
        {m.link_new_tab()}
      </span>
    </>
  )
}
