import { type OperationId, operations } from '../operations.gen'

export type OperationFacts = (typeof operations)[OperationId]

interface Matcher {
  id: OperationId
  method: string
  pattern: RegExp
}

function toPattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')
  return new RegExp(`${escaped}$`)
}

// Literal paths are tried before templated ones, so /posts/latest would not be taken for /posts/{slug}.
const matchers: Matcher[] = (Object.keys(operations) as OperationId[])
  .map((id) => ({ id, method: operations[id].method, pattern: toPattern(operations[id].path) }))
  .sort((a, b) => Number(a.pattern.source.includes('[^/]+')) - Number(b.pattern.source.includes('[^/]+')))

/**
 * Finds the contract operation a request is for, from its method and the end of its path (each content
 * service lives under its own base path, so only the end is compared).
 */
export function matchOperation(method: string, url: URL): OperationId | null {
  const upper = method.toUpperCase()
  const found = matchers.find((m) => m.method === upper && m.pattern.test(url.pathname))
  return found?.id ?? null
}

/** The client timeout of one call: the operation's x-timeout-ms, or its x-timeout-ms-by-query variant. */
export function timeoutFor(id: OperationId, url: URL): number {
  const facts: OperationFacts = operations[id]
  const byQuery = facts.timeoutMsByQuery as Record<string, number>
  for (const [condition, ms] of Object.entries(byQuery)) {
    const [key = '', value = ''] = condition.split('=')
    if (url.searchParams.get(key) === value) return ms
  }
  return facts.timeoutMs
}
