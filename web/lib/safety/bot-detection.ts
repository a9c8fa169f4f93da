import { createIsbotFromList, list } from 'isbot'

/**
 * Crawlers, link-preview fetchers and other bots by their User-Agent: isbot's well-kept pattern list, less its
 * "headless" pattern, so headless browsers (our end-to-end runs, HeadlessChrome) still see the real page.
 */
const isBotPattern = createIsbotFromList(list.filter((pattern) => pattern !== 'headless'))

/** True when the User-Agent belongs to a known crawler or bot. */
export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return !!userAgent && isBotPattern(userAgent)
}

/** True when this browser session is a known bot. */
export function isBot(): boolean {
  return typeof navigator !== 'undefined' && isBotUserAgent(navigator.userAgent)
}
