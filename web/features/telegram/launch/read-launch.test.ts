// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { hasLaunchParams, launchQueryOf, readRawLaunch, SDK_LAUNCH_STORAGE_KEY } from './read-launch'

const LAUNCH = 'tgWebAppData=user%3D1%26hash%3Dx&tgWebAppVersion=8.0&tgWebAppPlatform=ios'

afterEach(() => {
  sessionStorage.clear()
  window.history.replaceState(null, '', '/')
})

describe('reading the launch parameters without the SDK', () => {
  it('finds them in the hash Telegram opens the page with (a launch)', () => {
    window.history.replaceState(null, '', `/ru/price#${LAUNCH}`)
    expect(readRawLaunch()).toEqual({ raw: LAUNCH, fromUrl: true })
  })

  it("after a reload finds the SDK's copy in sessionStorage (not a launch)", () => {
    sessionStorage.setItem(SDK_LAUNCH_STORAGE_KEY, JSON.stringify(LAUNCH))
    expect(readRawLaunch()).toEqual({ raw: LAUNCH, fromUrl: false })
  })

  it('finds nothing outside Telegram, and ignores a broken stored copy', () => {
    window.history.replaceState(null, '', '/?ref=1#top')
    expect(readRawLaunch()).toBeNull()
    sessionStorage.setItem(SDK_LAUNCH_STORAGE_KEY, '{broken')
    expect(readRawLaunch()).toBeNull()
  })

  it('reads the query of a URL as the SDK does', () => {
    expect(launchQueryOf('https://x.test/a?b=1#tgWebAppVersion=8.0')).toBe('b=1&tgWebAppVersion=8.0')
    expect(hasLaunchParams('a=1&tgWebAppPlatform=web')).toBe(true)
    expect(hasLaunchParams('xtgWebAppPlatform=web')).toBe(false)
  })
})
