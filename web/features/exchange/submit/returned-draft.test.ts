// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import type { ExchangeValues } from './create-order-payload'
import {
  clearOrderAtProvider,
  orderAtProviderDraft,
  orderInKycDraft,
  saveOrderAtProvider,
  saveOrderInKyc,
} from './returned-draft'
import { feedbackOutcome } from './submit-outcome'

const values = {
  amountFrom: '250',
  userEmail: 'a@b.co',
  to: { slug: 'btc', instrumentType: 'crypto' },
  destinationAddress: 'bc1qexample',
} as unknown as ExchangeValues

afterEach(() => sessionStorage.clear())

describe('a fiat order stopped in its identity check', () => {
  it('after the user closed the check, comes back on a reload with why it stopped', () => {
    const stopped = feedbackOutcome('notice', 'You stopped the identity check.')
    saveOrderInKyc({ values, path: '/ru', open: false, stopped })
    expect(orderInKycDraft('/ru')).toEqual({ values, outcome: stopped, resumeKyc: false })
  })

  it('reloaded with the check open, resumes it and says nothing yet', () => {
    saveOrderInKyc({ values, path: '/', open: true })
    expect(orderInKycDraft('/')).toEqual({ values, outcome: { kind: 'done' }, resumeKyc: true })
  })

  it('comes back only on the page (and in the language) it was made on', () => {
    saveOrderInKyc({ values, path: '/', open: false })
    expect(orderInKycDraft('/ru')).toBeNull()
  })
})

describe('a card order made on the form, waiting at the provider', () => {
  const feedback = {
    tone: 'redirect',
    redirectUrl: 'https://pay.example.com/checkout/1',
    purpose: 'payout',
  } as const

  it('comes back on a reload of its page with its notice, and only there, until cleared', () => {
    saveOrderAtProvider({ values, path: '/ru', feedback })
    expect(orderAtProviderDraft('/ru')).toEqual({ values, outcome: { kind: 'feedback', feedback } })
    expect(orderAtProviderDraft('/')).toBeNull()
    clearOrderAtProvider()
    expect(orderAtProviderDraft('/ru')).toBeNull()
  })

  it('keeps no card number: a sale comes back without it', () => {
    const sale = {
      ...values,
      to: { slug: 'usd', instrumentType: 'fiat' },
      destinationAddress: '4111111111111111',
    }
    saveOrderAtProvider({ values: sale as ExchangeValues, path: '/', feedback })
    expect(sessionStorage.getItem('tab-draft:exchange-order-at-provider')).not.toContain('4111')
    expect(orderAtProviderDraft('/')?.values.destinationAddress).toBe('')
  })
})
