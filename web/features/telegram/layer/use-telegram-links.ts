import { useRouter } from '@tanstack/react-router'
import { openLink, openTelegramLink } from '@tma.js/sdk-react'
import { useEffect } from 'react'

/** The hosts of Telegram's own links (a chat, a bot), which openTelegramLink opens inside Telegram. */
const TELEGRAM_HOSTS = ['t.me', 'telegram.me', 'telegram.dog']

/**
 * Opens another site's URL as a mini-app must: a Telegram link with openTelegramLink, any other with openLink,
 * instead of taking the WebView, and the app with it, away.
 */
function openOutside(href: string): boolean {
  const url = new URL(href, window.location.href)
  if (url.origin === window.location.origin || !['http:', 'https:'].includes(url.protocol)) return false
  try {
    if (TELEGRAM_HOSTS.includes(url.hostname)) openTelegramLink(url.href)
    else openLink(url.href)
    return true
  } catch (error) {
    console.warn(`Telegram: could not open ${url.href}`, error)
    return false
  }
}

/**
 * Inside the mini-app, links that leave the site open through Telegram: a link's click (one the router's own
 * links have not handled), and a navigation that ends on another site (a server-defined redirect, docs/product.md §2 rule 6,
 * such as the support page's /telegram → the bot's t.me link). A plain link to another of the site's pages goes
 * through the router rather than reloading the mini-app, so that such a redirect is seen here; after one, the
 * user is back on the page they were on, with no extra history entry.
 */
export function useTelegramLinks(): void {
  const router = useRouter()
  useEffect(() => {
    const navigate = router.navigate
    router.navigate = (options) => {
      if (!options.href || !openOutside(options.href)) return navigate(options)
      // Back to the page the user was on: the entry of the address that led away goes.
      const here = router.state.resolvedLocation
      if (here && router.history.location.state.__TSR_index > here.state.__TSR_index) router.history.back()
      else if (here) router.history.replace(here.publicHref, here.state)
      return Promise.resolve()
    }
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return
      const url = new URL(link.href)
      if (url.origin === window.location.origin) {
        const here = router.history.location
        if (url.pathname === here.pathname && url.search === here.search) return
        router.history.push(`${url.pathname}${url.search}${url.hash}`)
      } else if (!openOutside(url.href)) return
      event.preventDefault()
    }
    // Bubbling to the document: the router's links have handled (and prevented) their clicks by then.
    document.addEventListener('click', onClick)
    return () => {
      document.removeEventListener('click', onClick)
      router.navigate = navigate
    }
  }, [router])
}
