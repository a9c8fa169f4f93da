// Docs pages in en and ru, grouped into sidebar sections; their texts are in content-docs-pages.ts (guides, API,
// account, widget) and content-docs-legal.ts (terms of service, privacy policy).
import type { Doc, DocSummary } from '@sdk/gen/blog/types.gen'
import { assertLocale } from './content-blog'
import { LEGAL_DOC_PAGES } from './content-docs-legal'
import { DOC_PAGES, DOC_SECTIONS, type DocBlock, type DocPage } from './content-docs-pages'
import { WorldError } from './errors'

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

const UPDATED = '2026-11-01T09:00:00Z'

/** Every page the docs service serves, in sidebar order: the guides and API pages, then the legal pages. */
export const ALL_DOC_PAGES: readonly DocPage[] = [...DOC_PAGES, ...LEGAL_DOC_PAGES]

export const listDocs = (locale?: string): DocSummary[] => {
  const loc = assertLocale(locale)
  return ALL_DOC_PAGES.map(({ slug, section, title }) => ({
    slug,
    title: title[loc],
    section: DOC_SECTIONS[section]?.[loc] ?? section,
  }))
}

/** A page's block as the CMS's HTML. */
const blockHtml = (block: DocBlock): string => {
  if (typeof block === 'string') return `<p>${escapeHtml(block)}</p>`
  if ('heading' in block) return `<h2>${escapeHtml(block.heading)}</h2>`
  if ('list' in block) return `<ul>${block.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
  return `<pre><code>${escapeHtml(block.code)}</code></pre>`
}

export const getDoc = (slug: string, locale?: string): Doc => {
  const loc = assertLocale(locale)
  const page = ALL_DOC_PAGES.find((candidate) => candidate.slug === slug)
  if (!page) throw new WorldError('ERR_NOT_FOUND', `Doc ${slug} not found`)
  return { slug, title: page.title[loc], html: page.body[loc].map(blockHtml).join('\n'), updatedAt: UPDATED }
}
