import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SDK_LAUNCH_STORAGE_KEY } from './read-launch'
import { TELEGRAM_WEB_ORIGIN } from './telegram-host'

// index.html's inline script that marks a page shown in another site's frame (a partner's widget):
// `data-embedded` on <html>, which the stylesheets read to show the swap alone.
const html = readFileSync(resolve(process.cwd(), 'index.html'), 'utf8')
const script =
  html
    .split('<script>')
    .map((part) => part.split('</script>')[0] ?? '')
    .find((code) => code.includes('data-embedded')) ?? ''

interface Page {
  framed: boolean
  /** The origin of the page that frames this one (default: Telegram's web client); null: none listed or referred. */
  parent?: string | null
  /** Whether the browser lists the ancestors' origins (else the referrer names the parent). */
  listed?: boolean
  hash?: string
  /** The session's launch parameters, or an error when the browser denies the frame its storage. */
  stored?: string | Error
}

/** Runs the script on a stand-in page; whether it marked the page embedded. */
function runOn({ framed, parent = TELEGRAM_WEB_ORIGIN, listed = true, hash = '', stored }: Page): boolean {
  const attributes = new Map<string, string>()
  const self = {}
  const window = { self, top: framed ? {} : self }
  const sessionStorage = {
    getItem: (key: string) => {
      if (stored instanceof Error) throw stored
      return key === SDK_LAUNCH_STORAGE_KEY ? (stored ?? null) : null
    },
  }
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
    referrer: parent ? `${parent}/k/` : '',
  }
  const location = listed ? { hash, ancestorOrigins: parent ? [parent] : [] } : { hash }
  new Function('window', 'location', 'sessionStorage', 'document', script)(
    window,
    location,
    sessionStorage,
    document,
  )
  return attributes.has('data-embedded')
}

describe("index.html's embedded-page script", () => {
  it('is there, and reads the Telegram SDK storage key the app reads', () => {
    expect(script).toContain(`sessionStorage.getItem('${SDK_LAUNCH_STORAGE_KEY}')`)
  })

  it('leaves a page opened on its own alone', () => {
    expect(runOn({ framed: false })).toBe(false)
  })

  it("marks a page in another site's frame, also when the browser denies the frame its storage", () => {
    expect(runOn({ framed: true })).toBe(true)
    expect(runOn({ framed: true, stored: new DOMException('denied', 'SecurityError') })).toBe(true)
  })

  it("leaves Telegram's Mini App alone: launch parameters in the address, or kept from the launch", () => {
    expect(runOn({ framed: true, hash: '#tgWebAppData=query_id%3D1&tgWebAppVersion=8.0' })).toBe(false)
    expect(runOn({ framed: true, stored: 'tgWebAppPlatform=weba&tgWebAppVersion=8.0' })).toBe(false)
    const referred = { framed: true, listed: false, hash: '#tgWebAppVersion=8.0' }
    expect(runOn(referred)).toBe(false)
  })

  it("marks another site's frame even when it hands the page launch parameters", () => {
    const launch = { framed: true, hash: '#tgWebAppData=query_id%3D1&tgWebAppVersion=8.0' }
    expect(runOn({ ...launch, parent: 'https://evil.example' })).toBe(true)
    expect(runOn({ ...launch, parent: 'https://web.telegram.org.evil.example' })).toBe(true)
    expect(runOn({ ...launch, parent: 'https://evil.example', listed: false })).toBe(true)
    expect(runOn({ ...launch, parent: null, listed: false })).toBe(true)
  })
})
