import { expect, type Page } from '@playwright/test'
import { type TestLocale, text } from './locale'

/**
 * Collects what a journey must never meet: an uncaught error in the page (`pageerror`) and the app's error page
 * ("Something went wrong", error_page_title), noticed the moment it renders (a MutationObserver installed before
 * every load), even if something later replaces it. Call before the first page load.
 */
export async function watchUncaughtErrors(page: Page, locale: TestLocale) {
  const seen: string[] = []
  page.on('pageerror', (error) => seen.push(`uncaught: ${error.name}: ${error.message}`))
  await page.exposeFunction('__reportErrorPage', (url: string) => seen.push(`the error page at ${url}`))
  await page.addInitScript(
    (title: string) => {
      const report = (window as unknown as { __reportErrorPage: (url: string) => void }).__reportErrorPage
      let reported = false
      new MutationObserver(() => {
        if (reported) return
        const heading = document.getElementById('error-page-title')
        if (heading?.textContent?.trim() !== title) return
        reported = true
        report(window.location.href)
      }).observe(document, { childList: true, subtree: true })
    },
    text(locale, 'error_page_title'),
  )
  return {
    /** Fails with everything seen so far. */
    expectNone: () => expect(seen, 'uncaught errors and error pages').toEqual([]),
  }
}
