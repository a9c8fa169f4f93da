import type { ContentSection } from '@sdk/gen/blog/types.gen'
import { useQuery } from '@tanstack/react-query'
import { sectionTextsQueryOptions } from './section-texts'

const NO_TEXTS: Readonly<Record<string, string>> = Object.freeze({})

/**
 * Empty while loading or after a failure, so pages fall back to their own messages. Apart from section-texts.ts so that
 * useQuery is only in the chunks of the pages that read the texts.
 */
export function useSectionTexts(section: ContentSection): Readonly<Record<string, string>> {
  const { data } = useQuery({ ...sectionTextsQueryOptions(section), select: (answer) => answer.data })
  return data ?? NO_TEXTS
}
