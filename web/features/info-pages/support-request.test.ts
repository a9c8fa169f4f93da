import { describe, expect, it } from 'vitest'
import { supportRequest } from './support-request'

describe('supportRequest', () => {
  it('trims what was typed and leaves empty optional fields out', () => {
    expect(
      supportRequest(
        { name: '  ', email: ' a@b.co ', topic: 'exchange', orderId: '', message: '  Where is my payout?  ' },
        'req-1',
        'ru',
      ),
    ).toEqual({
      requestId: 'req-1',
      email: 'a@b.co',
      topic: 'exchange',
      message: 'Where is my payout?',
      locale: 'ru',
    })
  })

  it('sends the name and the order when given', () => {
    const request = supportRequest(
      { name: 'Ann', email: 'a@b.co', topic: 'order', orderId: ' ord_1 ', message: 'x'.repeat(20) },
      'req-2',
      'en',
    )
    expect(request).toMatchObject({ name: 'Ann', orderId: 'ord_1' })
  })
})
