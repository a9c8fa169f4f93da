import type { ReactNode } from 'react'
import { prerender } from 'react-dom/static'

/** The element index.html mounts the app in (main.tsx reads it too). */
const APP_ELEMENT_ID = 'app'

export type RenderedDocument = {
  /** What React put into `<head>`: the page's title, meta and link tags (hoisted from the tree), image preloads. */
  headHtml: string
  /** The app's markup, for `<div id="app">`. */
  appHtml: string
}

/**
 * Renders the app to static HTML with React's static pre-render API (react-dom/static `prerender`, which waits for
 * all data and lazy components, unlike renderToString). The app is rendered inside a bare document, so that React
 * hoists the head tags the routes declare (`<title>`, `<meta>`, `<link rel="canonical">`…) into the `<head>` it
 * writes, as it does in the browser, and the two parts are taken out of React's output for the built index.html
 * (html-template.ts). Any error while rendering fails the page.
 *
 * The document has no `<head>` element of its own: `<html>` with two children would make `<body>` the second of
 * two, and React's ids (`useId`) follow every such fork from the root down, so each id on the page would differ
 * from the one the browser computes for the app hydrated into `#app` (labels, descriptions, a form's fields).
 */
export async function renderDocument(app: ReactNode, lang: string): Promise<RenderedDocument> {
  const errors: unknown[] = []
  const { prelude } = await prerender(
    <html lang={lang}>
      <body>
        <div id={APP_ELEMENT_ID}>{app}</div>
      </body>
    </html>,
    {
      onError: (error) => void errors.push(error),
      // Every Suspense boundary inline, in place: React outlines a large one (12.8 kB by default) into a hidden
      // element and an inline script that moves it, which a strict Content-Security-Policy would block.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  )
  const html = await new Response(prelude).text()
  if (errors.length > 0) throw new AggregateError(errors, 'rendering failed')
  return splitDocument(html)
}

const between = (html: string, open: string, close: string, from = 0) => {
  const start = html.indexOf(open, from)
  const end = html.lastIndexOf(close)
  if (start < 0 || end < start) throw new Error(`React's document has no ${open}…${close}`)
  return { text: html.slice(start + open.length, end), end }
}

/** The head's and the app element's content of React's `<!DOCTYPE html><html><head>…</head><body><div id="app">…`. */
export function splitDocument(html: string): RenderedDocument {
  const head = between(html, '<head>', '</head>')
  const app = between(html, `<div id="${APP_ELEMENT_ID}">`, '</div></body>', head.end)
  return { headHtml: head.text, appHtml: app.text }
}
