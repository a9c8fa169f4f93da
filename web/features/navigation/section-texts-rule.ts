import type { ContentSection } from '@sdk/gen/blog/types.gen'
import { sectionTextsQueryOptions } from '@/lib/i18n/section-texts'
import type { NavigationArgs } from './navigation-args'

/** The content sections the navigation's routes declare (`staticData.contentSection`), each once. */
export function sectionsOf(matches: NavigationArgs['matches']): ContentSection[] {
  const sections = matches.map((match) => match.staticData.contentSection)
  return [...new Set(sections.filter((section): section is ContentSection => section !== undefined))]
}

/**
 * docs/product.md §2 rule 7: the blog, docs and roadmap routes load their section's translations (cached 24 h)
 * before they open; pages read them with useSectionTexts().
 */
export async function loadSectionTexts({ context, matches }: Pick<NavigationArgs, 'context' | 'matches'>) {
  await Promise.all(
    sectionsOf(matches).map((section) =>
      context.queryClient.ensureQueryData(sectionTextsQueryOptions(section)).then(
        () => undefined,
        (error: unknown) => {
          console.warn(
            `[navigation] ${section} translations could not be loaded; the default texts stay`,
            error,
          )
        },
      ),
    ),
  )
}
