import { PAYMENT_REDIRECT_ALLOWED_HOSTS } from '@/config/constants'
import { env } from '@/config/env'

/** The hosts the redirect modal may open: the built-in provider hosts plus VITE_REDIRECT_ALLOWED_HOSTS. */
export function redirectAllowedHosts(): readonly string[] {
  return [...PAYMENT_REDIRECT_ALLOWED_HOSTS, ...env.redirectAllowedHosts]
}

/**
 * The URL the redirect modal may navigate to, or null. Only https, only a host on the list (exact match,
 * port included, case-insensitive), and no user name or password in the URL (`https://trusted@evil.com`
 * tricks). Anything that does not parse is refused.
 */
export function allowedRedirect(url: string | null | undefined, allowedHosts: readonly string[]): URL | null {
  if (!url) return null
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password) return null
  const hosts = new Set(allowedHosts.map((host) => host.trim().toLowerCase()))
  return hosts.has(parsed.host.toLowerCase()) ? parsed : null
}
