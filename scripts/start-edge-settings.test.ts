import { describe, expect, it } from 'vitest'
import { DEFAULT_KYC_FRAME_ORIGINS, readEdgeSettings } from './start-edge-settings.ts'
import { contentSecurityPolicy, permissionsPolicy } from './start-nginx-conf.ts'

const read = (env: Record<string, string>) => {
  const problems: string[] = []
  return { settings: readEdgeSettings(env, problems), problems }
}

describe('the edge settings of npm run start', () => {
  it('default to any Host, no trusted proxy, limits on, and Sumsub for the KYC form', () => {
    const { settings, problems } = read({})
    expect(problems).toEqual([])
    expect(settings).toEqual({
      serverNames: [],
      trustedProxies: [],
      apiRateLimit: { perSecond: 20, burst: 100 },
      apiConnectionLimit: 50,
      kycFrameOrigins: DEFAULT_KYC_FRAME_ORIGINS,
    })
  })

  it('read host names, proxies, limits and frame origins', () => {
    const { settings, problems } = read({
      SERVER_NAME: 'Swap.Example.com, www.swap.example.com',
      TRUSTED_PROXIES: '10.0.0.0/8 192.168.1.7 fd00::/8',
      API_RATE_LIMIT: '5',
      API_RATE_BURST: '0',
      API_CONN_LIMIT: 'off',
      KYC_FRAME_ORIGINS: 'https://in.sumsub.com https://*.sumsub.com',
    })
    expect(problems).toEqual([])
    expect(settings).toEqual({
      serverNames: ['swap.example.com', 'www.swap.example.com'],
      trustedProxies: ['10.0.0.0/8', '192.168.1.7', 'fd00::/8'],
      apiRateLimit: { perSecond: 5, burst: 0 },
      apiConnectionLimit: null,
      kycFrameOrigins: ['https://in.sumsub.com', 'https://*.sumsub.com'],
    })
    expect(read({ API_RATE_LIMIT: 'off', KYC_FRAME_ORIGINS: 'none' }).settings).toMatchObject({
      apiRateLimit: null,
      kycFrameOrigins: [],
    })
  })

  it('refuse what would break the configuration or open it wide, naming each setting', () => {
    const { problems } = read({
      SERVER_NAME: 'swap.example.com; under_score.example',
      TRUSTED_PROXIES: '0.0.0.0/99 example.com',
      API_RATE_LIMIT: '0',
      API_CONN_LIMIT: '-1',
      KYC_FRAME_ORIGINS: "http://in.sumsub.com * 'self' https://evil.example/path https://a.b\" x",
    })
    expect(problems.filter((p) => p.startsWith('SERVER_NAME'))).toHaveLength(2)
    expect(problems.filter((p) => p.startsWith('TRUSTED_PROXIES'))).toHaveLength(2)
    expect(problems.some((p) => p.startsWith('API_RATE_LIMIT'))).toBe(true)
    expect(problems.some((p) => p.startsWith('API_CONN_LIMIT'))).toBe(true)
    expect(problems.filter((p) => p.startsWith('KYC_FRAME_ORIGINS'))).toHaveLength(6)
  })
})

describe("the KYC provider's origins in the page headers", () => {
  it('are the only frames besides the site, and the only ones the camera and microphone reach', () => {
    const origins = ['https://in.sumsub.com', 'https://*.sumsub.com']
    const app = { apiBaseUrl: '/', dictionaryBaseUrl: '/d', blogBaseUrl: '/b', redirectLookupBaseUrl: '/' }
    expect(contentSecurityPolicy(app, [], origins)).toContain(
      "frame-src 'self' https://in.sumsub.com https://*.sumsub.com;",
    )
    const policy = permissionsPolicy(origins)
    expect(policy).toContain('camera=(self "https://in.sumsub.com" "https://*.sumsub.com")')
    expect(policy).toContain('microphone=(self "https://in.sumsub.com" "https://*.sumsub.com")')
    expect(policy).toContain('geolocation=()')
    expect(permissionsPolicy([])).toContain('camera=(), ')
    expect(contentSecurityPolicy(app, [], [])).toContain("frame-src 'self';")
  })
})
