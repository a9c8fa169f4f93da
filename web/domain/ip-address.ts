/**
 * IP addresses as a user types them into an allow-list (the API keys' whiteListIp, docs/product.md §3 "API key"). The
 * contract gives only lengths (2–45 characters), so the address rule lives here: dotted-quad IPv4, and IPv6 in
 * its full, `::`-shortened and IPv4-tailed forms. The server checks again (ERR_VALIDATION on whiteListIp).
 */
const IPV4_PART = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)'
const IPV4 = new RegExp(`^${IPV4_PART}(\\.${IPV4_PART}){3}$`)
const HEX_GROUP = /^[0-9a-fA-F]{1,4}$/

function isIpv6(text: string): boolean {
  if (!/^[0-9a-fA-F:.]+$/.test(text) || !text.includes(':') || text.includes(':::')) return false
  const shortenings = text.split('::').length - 1
  if (shortenings > 1) return false
  if (/(^:[^:])|([^:]:$)/.test(text)) return false
  const groups = text.split(':').filter((group) => group !== '')
  const last = groups.at(-1) ?? ''
  const ipv4Tail = last.includes('.')
  if (ipv4Tail && !IPV4.test(last)) return false
  const hexGroups = ipv4Tail ? groups.slice(0, -1) : groups
  if (!hexGroups.every((group) => HEX_GROUP.test(group))) return false
  const count = hexGroups.length + (ipv4Tail ? 2 : 0)
  return shortenings === 1 ? count < 8 : count === 8
}

/** An IPv4 or IPv6 address, nothing around it. */
export function isIpAddress(text: string): boolean {
  return IPV4.test(text) || isIpv6(text)
}

/** The entries of a typed list: split on commas, semicolons and white space, empty ones dropped, repeats once. */
export function splitIpList(typed: string): string[] {
  return [...new Set(typed.split(/[\s,;]+/).filter((entry) => entry !== ''))]
}
