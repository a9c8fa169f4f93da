import { setNonce } from 'get-nonce'
import { APP_CONFIG_ELEMENT_ID } from '@/config/runtime-config'

/** Browsers hide a nonce attribute from getAttribute, so it is read from the element's `nonce` property. */
export function pageNonce(doc: Document | undefined = globalThis.document): string | null {
  const element = doc?.getElementById(APP_CONFIG_ELEMENT_ID)
  const nonce = element?.nonce || element?.getAttribute('nonce')
  return nonce || null
}

/** Radix's scroll lock injects a <style> with the nonce get-nonce gives it. */
export function installStyleNonce(doc?: Document): void {
  const nonce = pageNonce(doc)
  if (nonce) setNonce(nonce)
}
