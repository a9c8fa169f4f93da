import { TAG_MANAGER_ORIGIN } from '@/config/constants'
import { pushDataLayer } from '@/lib/data-layer'
import { pageNonce } from '@/lib/safety/style-nonce'

/** Loads the Google Tag Manager container, once: the start event its own snippet pushes, then its loader. */
export function loadTagManager(containerId: string, doc: Document = document): void {
  if (doc.querySelector('script[data-tag-manager]')) return
  pushDataLayer({ event: 'gtm.js', 'gtm.start': Date.now() })
  const script = doc.createElement('script')
  script.async = true
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`
  const nonce = pageNonce(doc)
  if (nonce) script.nonce = nonce
  script.dataset.tagManager = containerId
  doc.head.append(script)
}
