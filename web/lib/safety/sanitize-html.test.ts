// @vitest-environment jsdom
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { URL_ATTRIBUTES } from '@/test/url-attributes'
import { sanitizeCmsHtml } from './sanitize-html'

const render = (html: string) => {
  const host = document.createElement('div')
  host.innerHTML = sanitizeCmsHtml(html)
  return host
}

describe('sanitizeCmsHtml', () => {
  it('drops scripts, inline handlers and javascript: links', () => {
    const host = render(
      '<p>Hi</p><script>alert(1)</script><img src="x.png" onerror="alert(1)" alt="x"><a href="javascript:alert(1)">go</a>',
    )
    expect(host.querySelector('script')).toBeNull()
    expect(host.querySelector('img')?.hasAttribute('onerror')).toBe(false)
    expect(host.querySelector('a')?.getAttribute('href') ?? '').not.toContain('javascript:')
    expect(host.textContent).toContain('Hi')
  })

  it('gives links rel="noopener noreferrer" and images lazy loading and a size', () => {
    const host = render('<a href="https://example.com" target="_blank">x</a><img src="a.png" alt="a">')
    expect(host.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer')
    const img = host.querySelector('img')
    expect(img?.getAttribute('loading')).toBe('lazy')
    expect(img?.getAttribute('width')).toBe('1200')
    expect(img?.getAttribute('height')).toBe('630')
  })

  it('drops an inline style that could fetch or run something, and keeps plain styling', () => {
    const host = render(
      '<p style="text-align:center">a</p><div style="background:url(https://evil.example/t.png)">b</div><div style="x:\\75rl(x)">c</div>',
    )
    expect(host.querySelector('p')?.getAttribute('style')).toBe('text-align:center')
    for (const div of host.querySelectorAll('div')) expect(div.hasAttribute('style')).toBe(false)
  })

  it('never lets a post take an id or name of the page (DOM clobbering); its own anchors still work', () => {
    const host = render(
      '<p id="prerender-state">{"version":1}</p><img name="app" src="a.png" alt="a"><h2 id="fees">Fees</h2><a href="#fees">to fees</a>',
    )
    expect(host.querySelector('[id="prerender-state"], [name="app"], [id="fees"]')).toBeNull()
    expect(host.querySelector('p')?.id).toBe('user-content-prerender-state')
    const anchor = host.querySelector('a')?.getAttribute('href')
    expect(host.querySelector(anchor ?? '')?.textContent).toBe('Fees')
  })

  it('keeps the size an image already has', () => {
    const img = render('<img src="a.png" alt="a" width="300" height="200">').querySelector('img')
    expect(img?.getAttribute('width')).toBe('300')
    expect(img?.getAttribute('height')).toBe('200')
  })
})

/** Pieces of classic XSS payloads, and harmless CMS markup to hide them among. */
const payload = fc.constantFrom(
  '<script>alert(1)</script>',
  '<script src="https://evil.example/x.js"></script>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" ONERROR="alert(1)">',
  '"><svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="  JaVaScRiPt:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<button formaction="javascript:alert(1)">go</button>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<div style="background:u\\72l(javascript:alert(1))">x</div>',
  '<p style="text-align:center">centred</p>',
  '<style>@import "javascript:alert(1)";</style>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<video><source onerror=alert(1)></video>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<!--<img src=x onerror=alert(1)>-->',
  '<a href="https://example.com" target="_blank">ok</a>',
)
const benign = fc.constantFrom(
  '<p>',
  '</p>',
  '<b>',
  '</b>',
  '<ul><li>',
  '</li></ul>',
  'text ',
  '<h2>t</h2>',
  '<pre>',
  '</pre>',
)
const generatedHtml = fc
  .array(fc.oneof(payload, benign), { minLength: 1, maxLength: 8 })
  .map((parts) => parts.join(''))

const dangerousUrl = (value: string) =>
  /^(javascript|vbscript|data):/i.test(value.replace(/[\s\p{Cc}]/gu, ''))

describe('sanitizeCmsHtml (properties)', () => {
  it('leaves no script, no on* handler and no javascript:/data: URL in any mix of payloads', () => {
    fc.assert(
      fc.property(generatedHtml, (html) => {
        const host = render(html)
        const elements = [...host.querySelectorAll('*')]
        return (
          host.querySelector('script, iframe, object, embed, form, style, meta, base') === null &&
          elements.every((element) =>
            [...element.attributes].every(
              (attribute) =>
                !attribute.name.toLowerCase().startsWith('on') &&
                !(URL_ATTRIBUTES.has(attribute.name.toLowerCase()) && dangerousUrl(attribute.value)) &&
                !/url\(|javascript:|\\/i.test(element.getAttribute('style') ?? ''),
            ),
          )
        )
      }),
      { numRuns: 150 },
    )
    // jsdom parses every generated document: seconds on a loaded 2-core machine.
  }, 30_000)

  it('gives every link it keeps rel="noopener noreferrer"', () => {
    fc.assert(
      fc.property(generatedHtml, (html) =>
        [...render(html).querySelectorAll('a[href]')].every(
          (a) => a.getAttribute('rel') === 'noopener noreferrer',
        ),
      ),
      { numRuns: 150 },
    )
  }, 30_000)
})
