import { operationTransport, timeoutMsByQuery } from '../operation-transport.gen'
import type { OperationId } from '../operations.gen'

interface Matcher {
  id: OperationId
  method: string
  pattern: RegExp
}

function toPattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')
  return new RegExp(`${escaped}$`)
}

const segments = (path: string): number => path.split('/').length
const isTemplated = (path: string): number => Number(path.includes('{'))

// Only the end of a path is compared, so the most specific template wins: longer paths first (the docs section's
// /translations/{section} is not taken for /docs, whose path it ends with), and among paths of the same length
// literal ones first (/posts/latest would not be taken for /posts/{slug}).
const matchers: Matcher[] = (Object.keys(operationTransport) as OperationId[])
  .map((id) => ({ id, path: operationTransport[id].path as string }))
  .sort((a, b) => segments(b.path) - segments(a.path) || isTemplated(a.path) - isTemplated(b.path))
  .map(({ id, path }) => ({ id, method: operationTransport[id].method, pattern: toPattern(path) }))

/**
 * Finds the contract operation a request is for, from its method and the end of its path (each content
 * service lives under its own base path, so only the end is compared).
 */
export function matchOperation(method: string, url: URL): OperationId | null {
  const upper = method.toUpperCase()
  const found = matchers.find((m) => m.method === upper && m.pattern.test(url.pathname))
  return found?.id ?? null
}

/**
 * The client timeout of one call: the operation's x-timeout-ms, or its x-timeout-ms-by-query variant (`name=value`
 * for that value, `name=*` for any value).
 */
export function timeoutFor(id: OperationId, url: URL): number {
  for (const [condition, ms] of Object.entries(timeoutMsByQuery[id] ?? {})) {
    const [key = '', value = ''] = condition.split('=')
    const given = url.searchParams.get(key)
    if (value === '*' ? given !== null : given === value) return ms
  }
  return operationTransport[id].timeoutMs
}
