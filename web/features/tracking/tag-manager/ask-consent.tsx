import { createRoot } from 'react-dom/client'
import { TagManagerConsent } from './tag-manager-consent'

/**
 * Puts the tag manager's consent question (and, once accepted, the container) on the page, in a React root of its own
 * at the end of the body: it comes after the page has rendered and needs nothing of the app's tree, so none of its
 * code is in the app's first JavaScript.
 */
export function askConsent(containerId: string, doc: Document = document): () => void {
  const host = doc.createElement('div')
  doc.body.append(host)
  const root = createRoot(host)
  root.render(<TagManagerConsent containerId={containerId} />)
  return () => {
    root.unmount()
    host.remove()
  }
}
