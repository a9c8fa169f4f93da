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
    expect(
      (await catchCode(() => w.telegram.authenticate({ initData: stale }), 'ERR_VALIDATION')).field,
    ).toBe('initData')
    await catchCode(() => w.telegram.authenticate({ initData: `${stranger}0` }), 'ERR_VALIDATION')
  })

  it('creates a Telegram account once and links without stealing', async () => {
    const w = newWorld()
    const data = await signInitData({ user: { id: 5550002 } }, TOKEN, NOW)
    const acc = await w.telegram.create({ initData: data })
    expect(acc).toMatchObject({ email: null, telegramUserId: 5550002 })
    await catchCode(() => w.telegram.create({ initData: data }), 'ERR_USER_ALREADY_REGISTERED')
    await catchCode(() => w.telegram.link(1001, { initData: data }), 'ERR_USER_ALREADY_REGISTERED')
    const other = await signInitData({ user: { id: 5550003 } }, TOKEN, NOW)
    expect((await w.telegram.link(1001, { initData: other })).telegramUserId).toBe(5550003)
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
    await catchCode(() => w.telegram.authenticate({ initData: old }), 'ERR_VALIDATION')
  })
})
