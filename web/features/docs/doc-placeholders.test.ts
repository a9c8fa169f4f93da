import { describe, expect, it } from 'vitest'
import { fillDocPlaceholders } from './doc-placeholders'

const values = { site_origin: 'https://swap.test', brand: 'Swap & Co' }

describe('docs placeholders', () => {
  it('names the site and its brand in code samples', () => {
    const html =
      '<pre><code>&lt;iframe src=&quot;{site_origin}/?ref=YOUR_ID&quot; title=&quot;{brand}&quot;&gt;</code></pre>'
    expect(fillDocPlaceholders(html, values)).toBe(
      '<pre><code>&lt;iframe src=&quot;https://swap.test/?ref=YOUR_ID&quot; title=&quot;Swap &amp; Co&quot;&gt;</code></pre>',
    )
    expect(fillDocPlaceholders('curl {site_origin}/api/v2/instruments/public {site_origin}', values)).toBe(
      'curl https://swap.test/api/v2/instruments/public https://swap.test',
    )
  })

  it('leaves other braces alone (a JSON sample, an unknown name)', () => {
    const html = '<code>{&quot;code&quot;:1} {origin} {YOUR_ID}</code>'
    expect(fillDocPlaceholders(html, values)).toBe(html)
  })
})
