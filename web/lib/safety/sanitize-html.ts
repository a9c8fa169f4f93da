import DOMPurify, { type WindowLike } from 'dompurify'
import { MARKUP_IMAGE_SIZE } from '@/config/constants'

/**
 * DOMPurify, then links get rel="noopener noreferrer" (a new tab cannot reach back into this page), and an image
 * without a size gets the content image ratio of docs/product.md §9 so it never shifts the text below it.
 */
let purifier = DOMPurify

const NAMED_PREFIX = 'user-content-'
const UNSAFE_STYLE = /url\s*\(|expression\s*\(|javascript:|@import|\\/i
let hooked = false

/** The pre-render runs in Node, which has no DOM for DOMPurify: the server entry gives it a jsdom window. */
export function setCmsSanitizerWindow(window: WindowLike): void {
  purifier = DOMPurify(window)
  hooked = false
}

function installHooks(): void {
  if (hooked) return
  hooked = true
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('rel', 'noopener noreferrer')
      // The post's own ids are prefixed (SANITIZE_NAMED_PROPS): its in-page links follow them.
      const href = node.getAttribute('href') ?? ''
      if (href.startsWith('#') && href.length > 1)
        node.setAttribute('href', `#${NAMED_PREFIX}${href.slice(1)}`)
    }
    // DOMPurify leaves CSS alone: an inline style that could fetch or run something (url(), expression(), a
    // javascript: URL, or CSS escapes that could spell one) goes; plain styling (text-align, colour) stays.
    if (UNSAFE_STYLE.test(node.getAttribute('style') ?? '')) node.removeAttribute('style')
    // A code block scrolls sideways on a phone: keyboard users must be able to focus it to scroll it.
    if (node.tagName === 'PRE') node.setAttribute('tabindex', '0')
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy')
      node.setAttribute('decoding', 'async')
      if (!node.hasAttribute('width') || !node.hasAttribute('height')) {
        node.setAttribute('width', String(MARKUP_IMAGE_SIZE.width))
        node.setAttribute('height', String(MARKUP_IMAGE_SIZE.height))
      }
    }
  })
}

/**
 * CMS HTML ready to render. Its ids and names get DOMPurify's prefix (SANITIZE_NAMED_PROPS): an element of a post
 * can never take the id or name of one of the app's (DOM clobbering, e.g. the pre-render's state script).
 */
export function sanitizeCmsHtml(html: string): string {
  installHooks()
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form'],
    SANITIZE_NAMED_PROPS: true,
  })
}
