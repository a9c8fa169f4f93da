// Where the pre-render writes into the client build (dist/), shared by scripts/prerender.ts, which writes it, and
// scripts/prerender-plugin.ts, whose preview middleware serves it the way the production web server does.

/**
 * The SPA shell: the built index.html as Vite wrote it, an empty #app. The web server answers it for every path
 * without a pre-rendered file (the account area, orders, unknown paths); index.html itself is the pre-rendered
 * English home page.
 */
export const SPA_SHELL_FILE = 'spa-shell.html'

/** The file a page is written to, so a static server finds it for its address: '/ru/price/btc' → 'ru/price/btc/index.html'. */
export function pageFile(href: string): string {
  const path = href.replace(/^\/+|\/+$/g, '')
  return path === '' ? 'index.html' : `${path}/index.html`
}
