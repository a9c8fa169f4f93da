import { useSectionTexts } from '@/lib/i18n/use-section-texts'
import { m } from '@/paraglide/messages.js'

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)

/** The docs' words (docs/product.md §2 rule 7): the docs section's translations from the CMS, else the app's messages. */
export function useDocsTexts() {
  const texts = useSectionTexts('docs')
  return {
    title: texts.docs_title ?? m.docs_title(),
    next: texts.docs_next ?? m.docs_next(),
    previous: texts.docs_previous ?? m.docs_previous(),
    updated: (date: string) =>
      texts.docs_updated ? fill(texts.docs_updated, { date }) : m.docs_updated({ date }),
  }
}
