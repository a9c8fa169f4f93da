import { isNotFound } from '@tanstack/react-router'

export function errorStatus(error: unknown): number {
  if (isNotFound(error)) return 404
  if (typeof error === 'object' && error !== null) {
    const { status, statusCode } = error as { status?: unknown; statusCode?: unknown }
    for (const value of [status, statusCode]) {
      if (typeof value === 'number' && value >= 400 && value < 600) return value
    }
  }
  return 500
}

/** Never the raw message: user-facing text comes from error-message.ts. */
export function errorName(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null) {
    const { code } = error as { code?: unknown }
    if (typeof code === 'string' && code) return code
    if (error instanceof Error && error.name) return error.name
  }
  return undefined
}

/** The browser does not expose the real request headers. */
export function knownRequestHeaders(): Array<[name: string, value: string]> {
  if (typeof navigator === 'undefined') return []
  const headers: Array<[string, string]> = [
    ['User-Agent', navigator.userAgent],
    ['Accept-Language', navigator.languages?.join(', ') || navigator.language],
  ]
  if (typeof document !== 'undefined' && document.referrer) headers.push(['Referer', document.referrer])
  return headers
}
