import { isValid, sign } from '@tma.js/init-data-node'
import { describe, expect, it } from 'vitest'
import { dataCheckString, signInitData, validateInitData } from './telegram'
import { catchCode, newWorld, T0 } from './test-helpers'

const TOKEN = 'mock-bot-token'
const NOW = Date.parse(T0)
const user = { id: 279058397, first_name: 'Alice', username: 'alice' }

describe('telegram initData', () => {
  it('signs and validates; the signature field stays in the check string', async () => {
    const initData = await signInitData({ user, query_id: 'AAH', signature: 'sig-xyz' }, TOKEN, NOW)
    const res = await validateInitData(initData, TOKEN, { maxAgeSec: 86_400, nowMs: NOW })
    expect(res.ok).toBe(true)
    if (res.ok) expect(res.user?.id).toBe(user.id)
    expect(dataCheckString(new URLSearchParams(initData))).toContain('signature=sig-xyz')
  })

  it('agrees with @tma.js/init-data-node', async () => {
    const ours = await signInitData({ user, query_id: 'AAH' }, TOKEN, NOW)
    expect(isValid(ours, TOKEN, { expiresIn: 0 })).toBe(true)
    const theirs = sign(
      { user: { id: 1, firstName: 'Bob' } as never, queryId: 'Q' } as never,
      TOKEN,
      new Date(NOW),
    )
    expect((await validateInitData(theirs, TOKEN, { maxAgeSec: 0, nowMs: NOW })).ok).toBe(true)
  })

  it('rejects tampered, wrongly keyed, unsigned and stale data', async () => {
    const initData = await signInitData({ user }, TOKEN, NOW)
    const tampered = initData.replace('Alice', 'Mallory')
    expect(await validateInitData(tampered, TOKEN, { maxAgeSec: 0, nowMs: NOW })).toEqual({
      ok: false,
      reason: 'bad-hash',
    })
    expect((await validateInitData(initData, 'other-token', { maxAgeSec: 0, nowMs: NOW })).ok).toBe(false)
    expect(await validateInitData('user=x', TOKEN, { maxAgeSec: 0, nowMs: NOW })).toEqual({
      ok: false,
      reason: 'missing-hash',
    })
    const later = NOW + 86_401_000
    expect(await validateInitData(initData, TOKEN, { maxAgeSec: 86_400, nowMs: later })).toEqual({
      ok: false,
      reason: 'stale',
    })
  })
})

describe('telegram accounts', () => {
  it('signs in the linked user and refuses unknown or bad data', async () => {
    const w = newWorld()
    const ok = await w.telegram.authenticate({ initData: await signInitData({ user }, TOKEN, NOW) })
    expect(ok.account).toMatchObject({ userId: 1003, telegramUserId: user.id })
    const stranger = await signInitData({ user: { id: 5550001 } }, TOKEN, NOW)
    await catchCode(() => w.telegram.authenticate({ initData: stranger }), 'ERR_NOT_FOUND')
    const stale = await signInitData({ user }, TOKEN, NOW - 2 * 86_400_000)
    await catchCode(() => w.telegram.authenticate({ initData: stale }), 'ERR_TELEGRAM_INIT_DATA_EXPIRED')
    expect(
      (await catchCode(() => w.telegram.authenticate({ initData: `${stranger}0` }), 'ERR_VALIDATION')).field,
    ).toBe('initData')
  })

  it('refuses launch data older than one hour', async () => {
    const w = newWorld()
    const withinTheHour = await signInitData({ user }, TOKEN, NOW - 3_599_000)
    expect((await w.telegram.authenticate({ initData: withinTheHour })).account.userId).toBe(1003)
    const pastTheHour = await signInitData({ user }, TOKEN, NOW - 3_601_000)
    await catchCode(
      () => w.telegram.authenticate({ initData: pastTheHour }),
      'ERR_TELEGRAM_INIT_DATA_EXPIRED',
    )
  })

  it('takes one launch’s data for each operation from the browser that used it first (replay)', async () => {
    const w = newWorld()
    const data = await signInitData({ user }, TOKEN, NOW)
    const mine = { fingerprint: 'fp_mine' }
    await w.telegram.authenticate({ initData: data }, mine)
    // The same browser again (the Mini App reloaded with the data it was opened with): still signed in.
    expect((await w.telegram.authenticate({ initData: data }, mine)).account.userId).toBe(1003)
    // Another browser, or a call without a fingerprint, with the same data: refused.
    await catchCode(
      () => w.telegram.authenticate({ initData: data }, { fingerprint: 'fp_thief' }),
      'ERR_TELEGRAM_INIT_DATA_REPLAYED',
    )
    await catchCode(() => w.telegram.authenticate({ initData: data }), 'ERR_TELEGRAM_INIT_DATA_REPLAYED')
    // A new launch signs new data: that is fine anywhere.
    const next = await signInitData({ user, query_id: 'AAH2' }, TOKEN, NOW)
    expect(
      (await w.telegram.authenticate({ initData: next }, { fingerprint: 'fp_other' })).account.userId,
    ).toBe(1003)
  })

  it('lets a new user sign in with one launch: authenticate (not found), create, authenticate', async () => {
    const w = newWorld()
    const data = await signInitData({ user: { id: 5550009 } }, TOKEN, NOW)
    const browser = { fingerprint: 'fp_new' }
    await catchCode(() => w.telegram.authenticate({ initData: data }, browser), 'ERR_NOT_FOUND')
    await w.telegram.create({ initData: data }, browser)
    expect((await w.telegram.authenticate({ initData: data }, browser)).account.telegramUserId).toBe(5550009)
    await catchCode(
      () => w.telegram.create({ initData: data }, { fingerprint: 'fp_thief' }),
      'ERR_TELEGRAM_INIT_DATA_REPLAYED',
    )
  })

  it('creates a Telegram account once and links without stealing', async () => {
    const w = newWorld()
    const data = await signInitData({ user: { id: 5550002 } }, TOKEN, NOW)
    const acc = await w.telegram.create({ initData: data })
    expect(acc).toMatchObject({ email: null, telegramUserId: 5550002 })
    const browser = { fingerprint: 'fp_1' }
    await catchCode(() => w.telegram.create({ initData: data }, browser), 'ERR_TELEGRAM_INIT_DATA_REPLAYED')
    const again = await signInitData({ user: { id: 5550002 }, query_id: 'AAH2' }, TOKEN, NOW)
    await catchCode(() => w.telegram.create({ initData: again }, browser), 'ERR_USER_ALREADY_REGISTERED')
    const password = 'demo-pass-1'
    await catchCode(() => w.telegram.link(1001, { initData: data, password }), 'ERR_USER_ALREADY_REGISTERED')
    const other = await signInitData({ user: { id: 5550003 } }, TOKEN, NOW)
    expect((await w.telegram.link(1001, { initData: other, password })).telegramUserId).toBe(5550003)
  })

  it("links only with the account's password", async () => {
    const w = newWorld()
    const data = await signInitData({ user: { id: 5550004 } }, TOKEN, NOW)
    await catchCode(
      () => w.telegram.link(1001, { initData: data, password: 'wrong-pass-1' }),
      'ERR_INVALID_CREDENTIALS',
    )
    expect((await catchCode(() => w.telegram.link(1001, { initData: data }), 'ERR_VALIDATION')).field).toBe(
      'password',
    )
    expect(w.users.get(1001).telegramUserId ?? null).toBeNull()
    expect((await w.telegram.link(1001, { initData: data, password: 'demo-pass-1' })).telegramUserId).toBe(
      5550004,
    )
  })

  it('uses the configured bot token and max age', async () => {
    const w = newWorld({ config: { telegramBotToken: 'custom', telegramMaxAgeSec: 60 } })
    await catchCode(
      async () => w.telegram.authenticate({ initData: await signInitData({ user }, TOKEN, NOW) }),
      'ERR_VALIDATION',
    )
    const fresh = await signInitData({ user }, 'custom', NOW - 30_000)
    expect((await w.telegram.authenticate({ initData: fresh })).account.userId).toBe(1003)
    const old = await signInitData({ user }, 'custom', NOW - 61_000)
    await catchCode(() => w.telegram.authenticate({ initData: old }), 'ERR_TELEGRAM_INIT_DATA_EXPIRED')
  })
})
