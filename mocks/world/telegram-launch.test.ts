import { describe, expect, it } from 'vitest'
import { mockLaunchQuery, mockTelegramUser } from './telegram-launch'
import { newWorld } from './test-helpers'

describe('mock launch parameters', () => {
  it('carry init data the world accepts, with the start parameter, version, platform and theme', async () => {
    const world = newWorld()
    const query = new URLSearchParams(
      await mockLaunchQuery(world.config.telegramBotToken, {
        user: mockTelegramUser('linked'),
        startParam: 'profile-history',
        signedAtMs: world.clock.now(),
      }),
    )
    expect(query.get('tgWebAppStartParam')).toBe('profile-history')
    expect(query.get('tgWebAppVersion')).toBeTruthy()
    expect(query.get('tgWebAppPlatform')).toBeTruthy()
    expect(JSON.parse(query.get('tgWebAppThemeParams') ?? '{}')).toHaveProperty('bg_color')
    const signedIn = await world.telegram.authenticate({ initData: query.get('tgWebAppData') ?? '' })
    expect(signedIn.account.email).toBe('tg@example.com')
  })

  it('names the seeded, a new or a given Telegram user', () => {
    expect(mockTelegramUser('linked').id).toBe(279058397)
    expect(mockTelegramUser('123').id).toBe(123)
    expect(mockTelegramUser('new', 5).id).not.toBe(mockTelegramUser('new', 6).id)
  })
})
