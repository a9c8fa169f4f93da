import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { env } from '@/config/env'
import { renderApp } from '@/test/render-app'
import { setupSdkTestNetwork } from '@/test/sdk-test-network'

const network = setupSdkTestNetwork()

afterEach(cleanup)

/** The text of every code sample on the page. */
const codeSamples = () => [...document.querySelectorAll('pre code')].map((code) => code.textContent ?? '')

describe('docs code samples name this site', () => {
  it.each([
    ['/widget', `<iframe src="${env.siteOrigin}/?ref=YOUR_ID"`],
    ['/ru/widget', `<iframe src="${env.siteOrigin}/?ref=YOUR_ID"`],
    ['/swap-api', `curl -H "X-Api-Key: $KEY" ${env.siteOrigin}/api/v2/instruments/public`],
    ['/docs/api-rates', `curl "${env.siteOrigin}/api/v2/rates/public/one?`],
  ])('%s', async (path, sample) => {
    const app = await renderApp(path, network)
    try {
      await screen.findByRole('heading', { level: 1 })
      const samples = codeSamples()
      expect(samples.some((code) => code.includes(sample))).toBe(true)
      expect(samples.join('\n')).not.toMatch(/example\.com|\{site_origin\}|\{brand\}/)
    } finally {
      app.dispose()
    }
  })
})
