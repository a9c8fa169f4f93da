/**
 * Search params as plain strings. The router's default JSON-parses values, so `amount=500`
 * would arrive as a number and a digits-only address or memo would lose leading zeros;
 * our validateSearch schemas take strings and convert where they mean to.
 */

export type PlainSearch = Record<string, string>

/** '?a=1&b=x' → { a: '1', b: 'x' }. For a repeated key the last value wins. */
export function parseSearch(searchStr: string): PlainSearch {
  const params = new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr)
  const search: PlainSearch = {}
  for (const [key, value] of params) search[key] = value
  return search
}

/** { a: '1', b: undefined } → '?a=1'. Numbers and booleans are written as text, objects as JSON. */
export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null) continue
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value))
  }
  const query = params.toString()
  return query ? `?${query}` : ''
}
