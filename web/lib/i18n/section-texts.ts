import { getBlogTranslationsOptions } from '@sdk/gen/blog/@tanstack/react-query.gen'
import type { ContentSection } from '@sdk/gen/blog/types.gen'
import { TRANSLATION_CACHE_MS } from '@/config/constants'
import { getLocale, type Locale } from '@/paraglide/runtime.js'

/**
 * The translations of the blog, docs and roadmap sections (docs/product.md §2 rule 7, §7 "GET {blog}/translations/{section}"),
 * cached for 24 hours (docs/product.md §9). The navigation rules load them before a section's route opens (routes declare
 * `staticData: { contentSection }`); pages read them with useSectionTexts() (use-section-texts.ts).
 */
export const sectionTextsQueryOptions = (section: ContentSection, locale: Locale = getLocale()) => ({
  ...getBlogTranslationsOptions({ path: { section }, query: { locale } }),
  staleTime: TRANSLATION_CACHE_MS,
  gcTime: TRANSLATION_CACHE_MS,
})
