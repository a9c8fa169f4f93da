// @vitest-environment jsdom
import snsWebSdk from '@sumsub/websdk'
import { describe, expect, it } from 'vitest'
import { DEFAULT_KYC_FRAME_ORIGINS } from './start-edge-settings.ts'

/** Whether a CSP / Permissions-Policy source (an origin, its host may start with `*.`) admits `origin`. */
const admits = (source: string, origin: string) => {
  const { protocol, host } = new URL(origin)
  const [scheme, sourceHost = ''] = source.split('://')
  if (`${scheme}:` !== protocol) return false
  return sourceHost.startsWith('*.') ? host.endsWith(sourceHost.slice(1)) : host === sourceHost
}

describe("Sumsub's WebSDK, as the KYC dialog launches it (web/features/exchange/fiat/kyc-provider-form.tsx)", () => {
  it('frames an origin of the default KYC_FRAME_ORIGINS and delegates the camera and microphone to it', () => {
    const container = document.createElement('div')
    document.body.append(container)
    const sdk = snsWebSdk
      .init('kyc-access-token', async () => 'kyc-access-token')
      .withConf({ lang: 'en' })
      .withOptions({ addViewportTag: false, adaptIframeHeight: true })
      .build()
    sdk.launch(container)
    const frame = container.querySelector('iframe')
    expect(frame).not.toBeNull()
    const origin = new URL(frame?.src ?? '').origin
    expect(
      DEFAULT_KYC_FRAME_ORIGINS.some((source) => admits(source, origin)),
      origin,
    ).toBe(true)
    const allowed = (frame?.allow ?? '').split(';').map((feature) => feature.trim())
    expect(allowed).toEqual(expect.arrayContaining(['camera', 'microphone']))
    sdk.destroy()
  })
})
