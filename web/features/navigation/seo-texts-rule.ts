import { SEO_KEYS_CHECK, SEO_MARKUP_KEYS_CHECK } from '@/config/constants'
import type { SeoPage } from '@/lib/head/route-static-data'
import { markupKeyProblems, seoKeyProblems, seoTextsQueryOptions } from '@/lib/head/seo-texts'
import type { NavigationArgs } from './navigation-args'

/** docs/product.md §8: with the check flag on, a page's SEO texts that miss keys or hold broken JSON are a fatal 500. */
export class SeoKeysError extends Error {
  readonly status = 500
  constructor(page: SeoPage, problems: string[]) {
    super(`SEO texts of page "${page}": ${problems.join('; ')}`)
    this.name = 'SeoKeysError'
  }
}

/** The page a navigation opens, as its deepest route names it (`staticData.seoPage`). */
export function seoPageOf(matches: NavigationArgs['matches']): SeoPage | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const page = matches[i]?.staticData.seoPage
    if (page) return page
  }
  return undefined
}

/**
 * docs/product.md §2 rule 5: the page's SEO texts are loaded from the dictionary service (cached 24 h) before it
 * opens, except in the messenger layer (the session's `messengerLayer`, the one place that flag lives); the page's
 * head() then shows them (lib/head/seo-texts.ts, lib/head/head.ts).
 */
export async function loadSeoTexts(
  { context, matches }: Pick<NavigationArgs, 'context' | 'matches'>,
  {
    checkKeys = SEO_KEYS_CHECK,
    checkMarkup = SEO_MARKUP_KEYS_CHECK,
  }: { checkKeys?: boolean; checkMarkup?: boolean } = {},
): Promise<void> {
  if (context.session.getState().messengerLayer) return
  const page = seoPageOf(matches)
  if (!page) return
  let texts: Record<string, string>
  try {
    texts = (await context.queryClient.ensureQueryData(seoTextsQueryOptions(page))).data
  } catch (error) {
    console.warn(
      `[navigation] SEO texts of page "${page}" could not be loaded; the default texts stay`,
      error,
    )
    return
  }
  const problems = [
    ...(checkKeys ? seoKeyProblems(page, texts) : []),
    ...(checkMarkup ? markupKeyProblems(page, texts) : []),
  ]
  if (problems.length > 0) throw new SeoKeysError(page, problems)
}
