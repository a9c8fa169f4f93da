import {
  PRERENDER_STATE_ELEMENT_ID,
  PRERENDERED_HEAD_END,
  PRERENDERED_HEAD_START,
  serializePrerenderState,
} from '@/lib/hydration/prerender-state'
import type { RenderedPage } from './render-page'

function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  const matches = html.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))
  if (matches?.length !== 1) throw new Error(`index.html must contain ${pattern} exactly once`)
  return html.replace(pattern, () => replacement)
}

/**
 * A pre-rendered page: the built index.html (its stylesheet, module scripts and inline scripts unchanged) with the
 * page's language, the head tags React rendered (between two marker comments, lib/hydration/prerender-state.ts), the app's
 * markup in `<div id="app">`, and the page's state for hydration right after it, as a non-executing JSON script.
 * A shell page (shell-pages.ts) has no state: the app renders it afresh rather than hydrating it.
 */
export function fillTemplate(template: string, page: RenderedPage, kind: 'page' | 'shell' = 'page'): string {
  let html = replaceOnce(template, /<html lang="[^"]*"/, `<html lang="${page.lang}"`)
  html = replaceOnce(
    html,
    /<\/head>/,
    `<!--${PRERENDERED_HEAD_START}-->${page.headHtml}<!--${PRERENDERED_HEAD_END}--></head>`,
  )
  const state =
    kind === 'shell'
      ? ''
      : `<script type="application/json" id="${PRERENDER_STATE_ELEMENT_ID}">${serializePrerenderState(page.state)}</script>`
  return replaceOnce(html, /<div id="app"><\/div>/, `<div id="app">${page.appHtml}</div>${state}`)
}
