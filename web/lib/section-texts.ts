import { getBlogTranslationsOptions } from '@sdk/gen/blog/@tanstack/react-query.gen'
import type { ContentSection } from '@sdk/gen/blog/types.gen'
import { useQuery } from '@tanstack/react-query'
import { TRANSLATION_CACHE_MS } from '@/config/constants'
import { getLocale, type Locale } from '@/paraglide/runtime.js'

/**
 * The translations of the blog, docs and roadmap sections (spec §2 rule 7, §7 "GET {blog}/translations/{section}"),
 * cached for 24 hours (§9). The navigation rules load them before a section's route opens (routes declare
 * `staticData: { contentSection }`); pages read them with useSectionTexts().
 */
export const sectionTextsQueryOptions = (section: ContentSection, locale: Locale = getLocale()) => ({
  ...getBlogTranslationsOptions({ path: { section }, query: { locale } }),
  staleTime: TRANSLATION_CACHE_MS,
  gcTime: TRANSLATION_CACHE_MS,
})

const NO_TEXTS: Readonly<Record<string, string>> = Object.freeze({})

/**
 * The section's texts by key, e.g. `useSectionTexts('roadmap').roadmap_title`. Empty while they load or when
 * they failed to load (§8: a failed translation load keeps the default texts), so pages fall back to their
 * own messages: `texts.roadmap_title ?? m.page_title_roadmap()`.
 */
export function useSectionTexts(section: ContentSection): Readonly<Record<string, string>> {
  const { data } = useQuery({ ...sectionTextsQueryOptions(section), select: (answer) => answer.data })
  return data ?? NO_TEXTS
}
