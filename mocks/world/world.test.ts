import { describe, expect, it } from 'vitest'
import { seedInstruments } from './instruments-seed'
import { makeAddress, makeMemo, NETWORKS } from './networks'
import { Rng } from './rng'
import { createOrderId, newWorld, orderReq } from './test-helpers'

const INSTRUMENT_KEYS = [
  'bestChangeName',
  'coinstatValue',
  'currencyFriendlyTitle',
  'currencyLogoLink',
  'currencyTitle',
  'instrumentType',
  'memoPattern',
  'networkTitle',
  'precisionDecimals',
  'price',
  'requiresMemo',
  'slug',
]

describe('instrument catalogue', () => {
  const records = seedInstruments()
  const bySlug = new Map(records.map((r) => [r.instrument.slug, r]))
  const byTitles = new Set(records.map((r) => `${r.instrument.currencyTitle}/${r.instrument.networkTitle}`))

  it('has at least 150 instruments with unique slugs and exactly the contract fields', () => {
    expect(records.length).toBeGreaterThanOrEqual(150)
    expect(bySlug.size).toBe(records.length)
    for (const r of records) {
      expect(Object.keys(r.instrument).sort()).toEqual(INSTRUMENT_KEYS)
      expect(r.instrument.slug).toMatch(/^[a-z0-9]+$/)
      expect(r.instrument.currencyLogoLink).toMatch(/^\/logos\/[a-z0-9]+\.svg$/)
    }
  })

  it('includes the required coins and networks', () => {
    for (const n of ['TRC20', 'ERC20', 'BEP20', 'SOL', 'TON', 'POLYGON', 'ARBITRUM', 'AVAXC'])
      expect(byTitles.has(`USDT/${n}`)).toBe(true)
    for (const n of ['ERC20', 'ARBITRUM', 'OPTIMISM', 'BASE']) expect(byTitles.has(`ETH/${n}`)).toBe(true)
    expect(records.filter((r) => r.instrument.currencyTitle === 'USDC').length).toBeGreaterThanOrEqual(4)
    for (const s of ['btc', 'eth', 'bnb', 'sol', 'trx', 'ltc', 'doge', 'xmr', 'usdttrc20'])
      expect(bySlug.has(s)).toBe(true)
    expect(bySlug.get('usdttrc20')?.instrument.bestChangeName).toBe('USDTTRC20')
    expect(bySlug.get('btc')?.instrument.bestChangeName).toBe('BTC')
  })

  it('marks the memo coins and the fiat instruments', () => {
    for (const s of ['xrp', 'xlm', 'ton', 'atom', 'eos', 'hbar', 'bnbbep2'])
      expect(bySlug.get(s)?.instrument.requiresMemo).toBe(true)
    for (const s of ['btc', 'eth', 'usdttrc20']) expect(bySlug.get(s)?.instrument.requiresMemo).toBe(false)
    for (const s of ['usd', 'eur', 'rub']) {
      const r = bySlug.get(s)
      expect(r?.instrument.instrumentType).toBe('fiat')
      expect(r?.instrument.networkTitle).toBe('CARD')
      expect(r?.meta.providers).toEqual(['mercuryo'])
    }
  })

  it('keeps address patterns and confirmations per network', () => {
    expect(bySlug.get('usdttrc20')?.meta.addressPattern.test('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE')).toBe(true)
    expect(
      bySlug.get('usdterc20')?.meta.addressPattern.test('0x52908400098527886E0F7030069857D2E4169EE7'),
    ).toBe(true)
    expect(bySlug.get('btc')?.meta.addressPattern.test('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(
      true,
    )
    expect(bySlug.get('xrp')?.meta.addressPattern.test('rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh')).toBe(true)
    expect(bySlug.get('usd')?.meta.addressPattern.test('4111111111111111')).toBe(true)
    expect(bySlug.get('xmr')?.meta.minConfirmations).toBe(50)
    expect(bySlug.get('btc')?.meta.minConfirmations).toBe(2)
    expect(bySlug.get('eth')?.meta.minConfirmations).toBe(12)
  })

  it('validates addresses, with the IOTX reject code', () => {
    const w = newWorld()
    expect(
      w.catalog.validateAddress({ currencyTitle: 'USDT', networkTitle: 'TRC20', address: '0xabc' }),
    ).toEqual({ result: false, code: null })
    expect(
      w.catalog.validateAddress({
        currencyTitle: 'USDT',
        networkTitle: 'TRC20',
        address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      }),
    ).toEqual({
      result: true,
      code: null,
    })
    expect(
      w.catalog.validateAddress({
        currencyTitle: 'USDT',
        networkTitle: 'TRC20',
        address: '0xabc',
        getRejectReason: true,
      }),
    ).toEqual({
      result: false,
      code: 'address_incorrect',
    })
    expect(
      w.catalog.validateAddress({
        currencyTitle: 'IOTX',
        networkTitle: 'IOTX',
        address: `io1${'q'.repeat(38)}`,
        getRejectReason: true,
      }).code,
    ).toBe('address_reject_iotx')
  })

  it('lists inactive instruments only with all=true, and filters by provider', () => {
    const w = newWorld()
    expect(w.catalog.list().some((r) => r.instrument.slug === 'xec')).toBe(false)
    expect(w.catalog.list({ all: true }).some((r) => r.instrument.slug === 'xec')).toBe(true)
    expect(w.catalog.list({ providers: ['mercuryo'] }).map((r) => r.instrument.slug)).toEqual([
      'usd',
      'eur',
      'rub',
    ])
    expect(w.catalog.byBestChangeName('usdttrc20')?.instrument.slug).toBe('usdttrc20')
  })
})

describe('determinism', () => {
  it('reproduces instruments, seeded orders and new order ids from the same seed', () => {
    const a = newWorld({ seed: 7 })
    const b = newWorld({ seed: 7 })
    expect(a.catalog.list()).toEqual(b.catalog.list())
    expect(a.orders.st.orders.map((o) => o.order.orderId)).toEqual(
      b.orders.st.orders.map((o) => o.order.orderId),
    )
    expect(a.snapshot()).toEqual(b.snapshot())
    const idA = createOrderId(
      a,
      orderReq(a, 'btc', 'usdttrc20', 0.01, 'FLOATING', {
        destinationAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      }),
    )
    const idB = createOrderId(
      b,
      orderReq(b, 'btc', 'usdttrc20', 0.01, 'FLOATING', {
        destinationAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      }),
    )
    expect(idA).toBe(idB)
    expect(idA).toMatch(/^ord_[A-Za-z0-9]{8}$/)
  })

  it('gives another seed other ids', () => {
    const a = newWorld({ seed: 7 })
    const c = newWorld({ seed: 8 })
    expect(a.orders.st.orders[0]?.order.orderId).not.toBe(c.orders.st.orders[0]?.order.orderId)
  })

  it('seeds about 30 completed public orders, newest first', () => {
    const w = newWorld()
    const latest = w.orders.latestPublic(50)
    expect(latest.length).toBeGreaterThanOrEqual(25)
    expect((latest[0]?.createdAt ?? '') >= (latest[1]?.createdAt ?? '')).toBe(true)
    expect(Object.keys(latest[0] ?? {}).sort()).toEqual([
      'amountToGet',
      'amountToGive',
      'createdAt',
      'instrumentFrom',
      'instrumentTo',
    ])
  })
})

describe('world read models', () => {
  it('serves wire instruments with the live price', () => {
    const w = newWorld()
    const all = w.instruments()
    const btc = all.find((i) => i.slug === 'btc')
    expect(btc?.price).not.toBe(64_500)
    expect(Math.abs((btc?.price ?? 0) / 64_500 - 1)).toBeLessThan(0.02)
    expect(w.instruments({ bestChangeName: 'usdttrc20' }).map((i) => i.slug)).toEqual(['usdttrc20'])
    expect(w.instruments({ bestChangeName: 'NOPE' })).toEqual([])
    expect(w.instruments({ all: true }).length).toBeGreaterThan(all.length)
    expect(w.instruments({ providers: ['mercuryo'] })).toHaveLength(3)
  })

  it('exposes pairs, the default pair and the content services', () => {
    const w = newWorld()
    expect(w.defaultPair().amount).toBe(500)
    expect(w.pairs('btc').length).toBeGreaterThan(100)
    expect(w.content.listBlogPosts({ locale: 'ru' }).per_page).toBe(9)
    expect(w.content.lookupRedirect('/faq').redirect?.to).toBe('/support')
  })
})

describe('networks', () => {
  it('makes addresses and memos that pass every network pattern', () => {
    const rng = new Rng(9)
    for (const n of NETWORKS) {
      for (let i = 0; i < 5; i++) expect(n.addressPattern.test(makeAddress(n, rng)), n.title).toBe(true)
      if (n.memo) expect(makeMemo(n, rng)).toMatch(/^[a-z0-9]+$/)
    }
  })

  it('gives every order a deposit address valid on the sending network', () => {
    const w = newWorld()
    for (const slug of [
      'btc',
      'eth',
      'xmr',
      'xrp',
      'ton',
      'sol',
      'ltc',
      'doge',
      'hbar',
      'eos',
      'bnbbep2',
      'ada',
      'kas',
    ]) {
      const req = orderReq(w, slug, 'usdttrc20', w.pricing.recommendedAmount(w.catalog.resolve({ slug })))
      const o = w.orders.publicInfo(createOrderId(w, req), req.destinationAddress)
      const from = w.catalog.resolve({ slug })
      expect(from.meta.addressPattern.test(o.depositAddress), slug).toBe(true)
      expect(o.depositAddressMemo !== null, slug).toBe(from.instrument.requiresMemo)
    }
  })
})
