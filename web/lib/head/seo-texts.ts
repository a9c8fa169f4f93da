import { getSeoTextsOptions } from '@sdk/gen/dictionary/@tanstack/react-query.gen'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { TRANSLATION_CACHE_MS } from '@/config/constants'
import { fillPlaceholders } from '@/lib/i18n/placeholders'
import { getLocale, type Locale } from '@/paraglide/runtime.js'
import type { SeoPage } from './route-static-data'

/** The dictionary service's call is a read-only POST, which scripts/generate.mjs tells hey-api, so the generated options are used as is. */
export const seoTextsQueryOptions = (page: SeoPage, locale: Locale = getLocale()) =>
  queryOptions({
    ...getSeoTextsOptions({ body: { params: { page, locale } } }),
    staleTime: TRANSLATION_CACHE_MS,
    gcTime: TRANSLATION_CACHE_MS,
  })

export const seoKeyPrefix = (page: SeoPage): string => `seo_${page.replaceAll('-', '_')}`

export type SeoOverrides = {
  title?: string
  description?: string
  /** Structured data (JSON-LD), already parsed. */
  markup?: unknown
}

/** `{name}` placeholders filled from `values`; null when one stays unfilled (the default text is kept then). */
function fill(template: string | undefined, values: Record<string, string>): string | null {
  if (!template?.trim()) return null
  return fillPlaceholders(template, values)
}

/** Markup with its `{name}` placeholders filled in every string; undefined when one stays unfilled. */
function fillMarkup(node: unknown, values: Record<string, string>): unknown {
  if (typeof node === 'string') {
    if (!/\{\w+\}/.test(node)) return node
    return fill(node, values) ?? undefined
  }
  if (Array.isArray(node)) {
    const items = node.map((item) => fillMarkup(item, values))
    return items.includes(undefined) ? undefined : items
  }
  if (typeof node === 'object' && node !== null) {
    const entries = Object.entries(node).map(([key, value]) => [key, fillMarkup(value, values)] as const)
    return entries.some(([, value]) => value === undefined) ? undefined : Object.fromEntries(entries)
  }
  return node
}

function parseMarkup(text: string | undefined): unknown {
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * What a page's SEO texts change in its head: title, description and markup, placeholders filled from `values`
 * (a text or markup with a placeholder left unfilled is dropped, so no `{from}` ever reaches the page).
 */
export function seoOverrides(
  page: SeoPage,
  texts: Record<string, string>,
  values: Record<string, string> = {},
): SeoOverrides {
  const prefix = seoKeyPrefix(page)
  const overrides: SeoOverrides = {}
  const title = fill(texts[`${prefix}_title`], values)
  const description = fill(texts[`${prefix}_description`], values)
  const parsed = parseMarkup(texts[`${prefix}_markup`])
  const markup = parsed === undefined ? undefined : fillMarkup(parsed, values)
  if (title) overrides.title = title
  if (description) overrides.description = description
  if (markup !== undefined) overrides.markup = markup
  return overrides
}

/** The overrides of a page from the texts already in the cache (none when they are not loaded or failed). */
export function cachedSeoOverrides(
  queryClient: QueryClient,
  page: SeoPage,
  values: Record<string, string> = {},
  locale: Locale = getLocale(),
): SeoOverrides {
  const texts = queryClient.getQueryData(seoTextsQueryOptions(page, locale).queryKey)?.data
  return texts ? seoOverrides(page, texts, values) : {}
}

/** What the docs/product.md §8 SEO check finds wrong with a page's texts: missing title/description, markup that is not JSON. */
export function seoKeyProblems(page: SeoPage, texts: Record<string, string>): string[] {
  const prefix = seoKeyPrefix(page)
  const problems: string[] = []
  for (const key of [`${prefix}_title`, `${prefix}_description`]) {
    if (!texts[key]?.trim()) problems.push(`${key} is missing`)
  }
  for (const [key, value] of Object.entries(texts)) {
    if (key.endsWith('_markup') && parseMarkup(value) === undefined) problems.push(`${key} is not valid JSON`)
  }
  return problems
}

/** What the docs/product.md §8 markup check finds wrong: the page's `seo_<page>_markup` (its JSON-LD) is missing. */
export function markupKeyProblems(page: SeoPage, texts: Record<string, string>): string[] {
  const key = `${seoKeyPrefix(page)}_markup`
  return texts[key]?.trim() ? [] : [`${key} is missing`]
}
