// @vitest-environment jsdom
import type { Instrument } from '@sdk/gen/api/types.gen'
import { afterEach, describe, expect, it } from 'vitest'
import {
  clearOrderDraft,
  type DraftValues,
  draftAfterEdit,
  draftFieldsFor,
  ordersMade,
  readOrderDraft,
  saveOrderDraft,
} from './order-draft'
import { emptyOrderFields } from './order-form'

const coin = (slug: string) => ({ slug }) as Instrument
const { acceptTerms: _terms, ...emptyFields } = emptyOrderFields
const empty: DraftValues = { from: coin('btc'), to: coin('eth'), ...emptyFields }

afterEach(() => sessionStorage.clear())

describe('order draft', () => {
  it('keeps each address with the instrument it was typed for', () => {
    const typed = { ...empty, destinationAddress: '0xabc', refundAddress: 'bc1q', userEmail: 'a@b.co' }
    const draft = draftAfterEdit({}, empty, typed)
    expect(draft).toEqual({
      destination: { for: 'eth', address: '0xabc', memo: '', noMemo: false },
      refund: { for: 'btc', address: 'bc1q', memo: '' },
      email: 'a@b.co',
    })
    // A new pair alone moves nothing: the address is still the one typed for ETH.
    const repaired = { ...typed, to: coin('xmr') }
    expect(draftAfterEdit(draft, typed, repaired)).toBe(draft)
    // An edit keeps it for what is received now; emptied, it is dropped.
    const edited = draftAfterEdit(draft, repaired, { ...repaired, destinationAddress: '4Ab' })
    expect(edited.destination).toMatchObject({ for: 'xmr', address: '4Ab' })
    expect(draftAfterEdit(draft, typed, { ...typed, destinationAddress: '' }).destination).toBeUndefined()
  })

  it('never keeps a card number (selling to a card)', () => {
    const card = { slug: 'usd', instrumentType: 'fiat' } as Instrument
    const typed = { ...empty, to: card, destinationAddress: '4111 1111 1111 1111', userEmail: 'a@b.co' }
    expect(draftAfterEdit({}, { ...empty, to: card }, typed)).toEqual({ email: 'a@b.co' })
  })

  it('leaves a group it was not told about as it was', () => {
    const draft = { destination: { for: 'xmr', address: '4Ab', memo: '', noMemo: false } }
    const next = draftAfterEdit(draft, empty, { ...empty, userEmail: 'a@b.co' })
    expect(next).toEqual({ ...draft, email: 'a@b.co' })
  })

  it('refills only what was typed for the pair', () => {
    const draft = {
      destination: { for: 'eth', address: '0xabc', memo: '', noMemo: false },
      refund: { for: 'btc', address: 'bc1q', memo: '' },
      email: 'a@b.co',
    }
    expect(draftFieldsFor(draft, { from: coin('btc'), to: coin('eth') })).toEqual({
      destinationAddress: '0xabc',
      destinationAddressMemo: '',
      noMemo: false,
      refundAddress: 'bc1q',
      refundAddressMemo: '',
      userEmail: 'a@b.co',
    })
    expect(draftFieldsFor(draft, { from: coin('eth'), to: coin('btc') })).toEqual({ userEmail: 'a@b.co' })
  })

  it('lives in the tab until an order is made', () => {
    saveOrderDraft({ email: 'a@b.co' })
    expect(readOrderDraft()).toEqual({ email: 'a@b.co' })
    saveOrderDraft({})
    expect(sessionStorage.getItem('tab-draft:exchange-order-draft')).toBeNull()
    saveOrderDraft({ email: 'a@b.co' })
    const made = ordersMade()
    clearOrderDraft()
    expect(readOrderDraft()).toEqual({})
    expect(ordersMade()).toBe(made + 1)
  })
})
