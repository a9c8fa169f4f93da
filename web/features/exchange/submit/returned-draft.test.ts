// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import type { ExchangeValues } from './create-order-payload'
import { orderInKycDraft, saveOrderInKyc } from './returned-draft'
import { feedbackOutcome } from './submit-outcome'

const values = { amountFrom: '250', userEmail: 'a@b.co' } as unknown as ExchangeValues

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
