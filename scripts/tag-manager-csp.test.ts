import { describe, expect, it } from 'vitest'
import type { RuntimeConfig } from '../web/config/runtime-config.ts'
import { contentSecurityPolicy } from './start-nginx-conf.ts'

const app: RuntimeConfig = {
  apiBaseUrl: '/',
  dictionaryBaseUrl: '/content/dictionary',
  blogBaseUrl: '/content/blog',
  redirectLookupBaseUrl: '/',
}
const HASH = 'sha256-AAAA'

const directives = (policy: string) =>
  new Map(
    policy.split('; ').map((part) => {
      const [name = '', ...sources] = part.split(' ')
      return [name, sources] as const
    }),
  )

describe('the Content-Security-Policy and the tag manager', () => {
  it('without a container: no tag manager source and no script nonce', () => {
    const csp = directives(contentSecurityPolicy(app, [HASH]))
    expect(csp.get('script-src')).toEqual(["'self'", `'${HASH}'`])
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://1.1.1.1'])
  })

  it("with a container: its loader's origin and this response's nonce run scripts; nothing unsafe", () => {
    const csp = directives(contentSecurityPolicy({ ...app, tagManagerId: 'GTM-ABC123' }, [HASH]))
    expect(csp.get('script-src')).toEqual([
      "'self'",
      `'${HASH}'`,
      "'nonce-$request_id'",
      'https://www.googletagmanager.com',
    ])
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'")
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'")
    expect(csp.get('script-src')).not.toContain("'strict-dynamic'")
    // Where its tags report to (Google Analytics 4), and its pixels (img-src allows any https host already).
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://1.1.1.1',
      'https://*.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ])
    expect(csp.get('img-src')).toContain('https:')
  })
})
