import { env } from '@/config/env'
import { brandName } from '@/lib/brand'

/** What a docs page's `{name}` placeholders stand for. */
export type DocPlaceholders = { site_origin: string; brand: string }

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

/**
 * A docs page's HTML with its placeholders filled: `{site_origin}` is this site's public origin (config/env
 * `siteOrigin`, as in the canonical links) and `{brand}` its brand name.
 */
export function fillDocPlaceholders(
  html: string,
  values: DocPlaceholders = { site_origin: env.siteOrigin, brand: brandName() },
): string {
  return html.replace(/\{(site_origin|brand)\}/g, (_whole, name: keyof DocPlaceholders) =>
    escapeHtml(values[name]),
  )
}
