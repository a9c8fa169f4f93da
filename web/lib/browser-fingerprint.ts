/**
 * The browser fingerprint sent with sign-in, registration, token refresh and orders, kept in the u_id cookie. The
 * cookie's id when there is one; otherwise it is computed from the browser (fingerprint-id.ts, loaded on demand,
 * so none of it is in the first JS).
 */
export function browserFingerprint(): Promise<string> {
  return import('./fingerprint-id').then((module) => module.fingerprintId())
}
