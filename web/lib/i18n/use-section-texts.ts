import type { ContentSection } from '@sdk/gen/blog/types.gen'
import { useQuery } from '@tanstack/react-query'
import { sectionTextsQueryOptions } from './section-texts'

const NO_TEXTS: Readonly<Record<string, string>> = Object.freeze({})

/**
 * The section's texts by key, e.g. `useSectionTexts('roadmap').roadmap_title`. Empty while they load or when
 * they failed to load (docs/product.md §8: a failed translation load keeps the default texts), so pages fall back to their
 * own messages: `texts.roadmap_title ?? m.page_title_roadmap()`.
 *
 * A file apart from section-texts.ts, whose query options the navigation rules use on every page: useQuery (and
 * TanStack Query's observer with it) is then only in the chunks of the pages that read the texts.
 */
export function useSectionTexts(section: ContentSection): Readonly<Record<string, string>> {
  const { data } = useQuery({ ...sectionTextsQueryOptions(section), select: (answer) => answer.data })
  return data ?? NO_TEXTS
}
