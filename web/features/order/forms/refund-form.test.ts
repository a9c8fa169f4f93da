import { describe, expect, it } from 'vitest'
import { m } from '@/paraglide/messages.js'
import { addressRejectMessage, refundFormOptions } from './refund-form'

describe('refund form', () => {
  it('is prefilled with the order’s refund address when it has one', () => {
    expect(refundFormOptions({ refundAddress: 'bc1qxyz' }).defaultValues).toEqual({
      refundAddress: 'bc1qxyz',
      refundAddressMemo: '',
    })
    expect(refundFormOptions({ refundAddress: null }).defaultValues?.refundAddress).toBe('')
  })

  it('shows a specific reject code as it is, the generic one as our message', () => {
    expect(addressRejectMessage('address_reject_iotx', 'IOTX')).toBe('address_reject_iotx')
    expect(addressRejectMessage('address_incorrect', 'BTC')).toBe(
      m.order_refund_address_incorrect({ instrument: 'BTC' }),
    )
    expect(addressRejectMessage(null, 'BTC')).toBe(m.order_refund_address_incorrect({ instrument: 'BTC' }))
  })
})
