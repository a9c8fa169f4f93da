import { setNonce } from 'get-nonce'
import { APP_CONFIG_ELEMENT_ID } from '@/config/runtime-config'

/**
 * The nonce of this response. The web server puts a fresh one on the configuration element and in the
 * Content-Security-Policy's style-src, and in its script-src when a tag manager is configured (deploy/nginx);
 * browsers hide a nonce attribute from getAttribute, so it is read from the element's `nonce` property.
 */
export function pageNonce(doc: Document | undefined = globalThis.document): string | null {
  const element = doc?.getElementById(APP_CONFIG_ELEMENT_ID)
  const nonce = element?.nonce || element?.getAttribute('nonce')
  return nonce || null
}

/**
 * Lets the styles that libraries inject at run time pass the policy: Radix's scroll lock (react-remove-scroll
 * through react-style-singleton) writes a <style> element with the nonce get-nonce gives it.
 */
export function installStyleNonce(doc?: Document): void {
  const nonce = pageNonce(doc)
  if (nonce) setNonce(nonce)
}
