import type { Instrument } from '@sdk/gen/api/types.gen'
import { describe, expect, it } from 'vitest'
import { exchangeSearchSchema } from './exchange-search'
import { resolveSelection, searchForSelection, withSelectionSearch } from './form-search'

const instrument = (slug: string, precisionDecimals = 8): Instrument => ({
  currencyTitle: slug.toUpperCase(),
  networkTitle: slug.toUpperCase(),
  slug,
  bestChangeName: slug.toUpperCase(),
  currencyLogoLink: `/logos/${slug}.svg`,
  instrumentType: 'crypto',
  requiresMemo: false,
  precisionDecimals,
  coinstatValue: null,
  price: 1,
  currencyFriendlyTitle: slug,
})

const instruments = [instrument('usdttrc20', 6), instrument('btc'), instrument('eth'), instrument('xrp', 6)]
const defaultPair = {
  instrumentFrom: { currencyTitle: 'USDT', networkTitle: 'TRC20', slug: 'usdttrc20' },
  instrumentTo: { currencyTitle: 'BTC', networkTitle: 'BTC', slug: 'btc' },
  amount: 500,
}

const slugsOf = (selection: ReturnType<typeof resolveSelection>) =>
  selection && {
    from: selection.from.slug,
    to: selection.to.slug,
    amount: selection.amount,
    typedSide: selection.typedSide,
  }

describe('resolveSelection', () => {
  it('starts from the search params', () => {
    const search = { send: 'eth', receive: 'xrp', amount: '1,5' }
    expect(slugsOf(resolveSelection({ search, instruments, defaultPair }))).toEqual({
      from: 'eth',
      to: 'xrp',
      amount: '1.5',
      typedSide: 'from',
    })
  })

  it('reads side=receive as an amount typed on the receive side', () => {
    const search = { send: 'btc', receive: 'xrp', amount: '100', side: 'receive' }
    expect(resolveSelection({ search, instruments })?.typedSide).toBe('to')
  })

  it('falls back to the path pair, then the coin query, then the default pair', () => {
    expect(
      slugsOf(resolveSelection({ search: {}, instruments, pathPair: { send: 'btc', receive: 'eth' } })),
    ).toEqual({
      from: 'btc',
      to: 'eth',
      amount: '500',
      typedSide: 'from',
    })
    expect(slugsOf(resolveSelection({ search: { coin: 'xrp' }, instruments, defaultPair }))).toMatchObject({
      from: 'usdttrc20',
      to: 'xrp',
    })
    expect(slugsOf(resolveSelection({ search: {}, instruments, defaultPair }))).toMatchObject({
      from: 'usdttrc20',
      to: 'btc',
      amount: '500',
    })
  })

  it('without a default pair receives the default coin (btc) for 500 of the first other instrument', () => {
    expect(slugsOf(resolveSelection({ search: {}, instruments, defaultPair: null }))).toEqual({
      from: 'usdttrc20',
      to: 'btc',
      amount: '500',
      typedSide: 'from',
    })
  })

  it('ignores unknown slugs and a broken amount', () => {
    const search = { send: 'nope', receive: 'BTC', amount: 'abc' }
    expect(slugsOf(resolveSelection({ search, instruments, defaultPair }))).toEqual({
      from: 'usdttrc20',
      to: 'btc',
      amount: '500',
      typedSide: 'from',
    })
  })

  it("takes the default pair's amount only for its send instrument (500 USDT is not 500 BTC)", () => {
    const pathPair = { send: 'btc', receive: 'eth' }
    const startAmount = () => '0.05'
    expect(resolveSelection({ search: {}, instruments, pathPair, defaultPair, startAmount })).toMatchObject({
      amount: '0.05',
      movedIntoLimits: true,
    })
    expect(resolveSelection({ search: { send: 'usdttrc20' }, instruments, defaultPair })?.amount).toBe('500')
  })

  it("moves the default amount to the pair's start amount when one is named, never an amount from the URL", () => {
    const pathPair = { send: 'btc', receive: 'eth' }
    const startAmount = (from: Instrument, to: Instrument) =>
      from.slug === 'btc' && to.slug === 'eth' ? '0.05' : null
    expect(resolveSelection({ search: {}, instruments, pathPair, startAmount })).toMatchObject({
      amount: '0.05',
      movedIntoLimits: true,
    })
    const typed = resolveSelection({ search: { amount: '500' }, instruments, pathPair, startAmount })
    expect(typed?.amount).toBe('500')
    expect(typed?.movedIntoLimits).toBeUndefined()
    // The start amount is in the send instrument: a receive-side default stays.
    const receive = resolveSelection({ search: { side: 'receive' }, instruments, pathPair, startAmount })
    expect(receive?.amount).toBe('500')
    // Another pair on the same page: its own start amount (none here).
    const other = resolveSelection({ search: { send: 'xrp' }, instruments, pathPair, startAmount })
    expect(other?.amount).toBe('500')
  })

  it('never starts from another number than the URL names: finer than the instrument, or not plain, it is ignored', () => {
    const search = (amount: string) => ({ send: 'xrp', receive: 'btc', amount })
    expect(resolveSelection({ search: search('1.123456789'), instruments })?.amount).toBe('500')
    expect(resolveSelection({ search: search('1.1234560'), instruments })?.amount).toBe('1.123456')
    expect(resolveSelection({ search: search('1e-5'), instruments })?.amount).toBe('500')
    expect(resolveSelection({ search: search('1,500'), instruments })?.amount).toBe('500')
  })
})

describe('searchForSelection', () => {
  const selection = {
    from: instrument('btc'),
    to: instrument('eth'),
    amount: '0.5',
    typedSide: 'from' as const,
    rateMode: 'FLOATING' as const,
  }

  it('writes send, receive and amount', () => {
    expect(searchForSelection(selection)).toEqual({
      send: 'btc',
      receive: 'eth',
      amount: '0.5',
      side: undefined,
      rate: undefined,
    })
  })

  it('leaves out what the path already says and marks a receive-side amount', () => {
    expect(searchForSelection({ ...selection, typedSide: 'to' }, { send: 'btc', receive: 'eth' })).toEqual({
      send: undefined,
      receive: undefined,
      amount: '0.5',
      side: 'receive',
      rate: undefined,
    })
  })

  it('round-trips through the URL schema and back to the same selection', () => {
    const written = searchForSelection({ ...selection, typedSide: 'to' })
    const read = exchangeSearchSchema.parse(JSON.parse(JSON.stringify(written)))
    expect(slugsOf(resolveSelection({ search: read, instruments }))).toEqual({
      from: 'btc',
      to: 'eth',
      amount: '0.5',
      typedSide: 'to',
    })
  })

  it('keeps the fixed rate through the URL (a reload, the calculator’s link); floating is the default', () => {
    const written = searchForSelection({ ...selection, rateMode: 'FIXED' })
    expect(written.rate).toBe('fixed')
    const read = exchangeSearchSchema.parse(JSON.parse(JSON.stringify(written)))
    expect(resolveSelection({ search: read, instruments })?.rateMode).toBe('FIXED')
    expect(
      resolveSelection({ search: { send: 'btc', receive: 'eth' }, instruments })?.rateMode,
    ).toBeUndefined()
  })
})

describe('withSelectionSearch', () => {
  it('writes the form part first, in a fixed order, and keeps the rest of the page query', () => {
    const previous = { amount: '1', ref: 'partner', send: 'btc', coin: 'eth' }
    const next = withSelectionSearch(previous, { send: 'eth', receive: 'xrp', amount: '2', side: undefined })
    expect(Object.keys(next)).toEqual(['send', 'receive', 'amount', 'side', 'ref', 'coin'])
    expect(withSelectionSearch({ rate: 'fixed', ref: 'partner' }, { amount: '2', rate: undefined })).toEqual({
      amount: '2',
      rate: undefined,
      ref: 'partner',
    })
    expect(next).toMatchObject({ send: 'eth', receive: 'xrp', amount: '2', ref: 'partner', coin: 'eth' })
  })
})
