/**
 * Known crawlers and link-preview fetchers by the names they put in their User-Agent.
 * A list of real names rather than /bot|crawler|headless/: headless browsers (our e2e tests,
 * HeadlessChrome) and apps with "bot" in an unrelated word must still see the real page.
 */
const BOT_NAMES = [
  // Search engines
  'Googlebot',
  'Google-InspectionTool',
  'AdsBot-Google',
  'Mediapartners-Google',
  'Storebot-Google',
  'bingbot',
  'BingPreview',
  'msnbot',
  'YandexBot',
  'YandexMobileBot',
  'YandexImages',
  'YandexRenderResourcesBot',
  'YandexAccessibilityBot',
  'DuckDuckBot',
  'Baiduspider',
  'Applebot',
  'PetalBot',
  'Sogou',
  'Exabot',
  'SeznamBot',
  'Qwantify',
  'ia_archiver',
  // Link previews
  'facebookexternalhit',
  'Facebot',
  'Twitterbot',
  'LinkedInBot',
  'Slackbot',
  'Discordbot',
  'TelegramBot',
  'WhatsApp',
  'vkShare',
  'Pinterestbot',
  // SEO tools and AI crawlers
  'AhrefsBot',
  'SemrushBot',
  'MJ12bot',
  'DotBot',
  'GPTBot',
  'ClaudeBot',
  'CCBot',
] as const

const escapeRegExp = (name: string) => name.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')
const BOT_PATTERN = new RegExp(BOT_NAMES.map(escapeRegExp).join('|'), 'i')

/** True when the User-Agent belongs to a known crawler or link-preview bot. */
export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return !!userAgent && BOT_PATTERN.test(userAgent)
}

/** True when this browser session is a known bot. */
export function isBot(): boolean {
  return typeof navigator !== 'undefined' && isBotUserAgent(navigator.userAgent)
}
