/** The router's default JSON-parses values, so a digits-only address or memo would lose its leading zeros. */

export type PlainSearch = Record<string, string>

export function parseSearch(searchStr: string): PlainSearch {
  const params = new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr)
  const search: PlainSearch = {}
  for (const [key, value] of params) search[key] = value
  return search
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null) continue
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value))
  }
  const query = params.toString()
  return query ? `?${query}` : ''
}
