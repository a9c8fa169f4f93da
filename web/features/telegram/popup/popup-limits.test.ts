import { describe, expect, it } from 'vitest'
import { assertPopupLimits, PopupLimitError, popupLimitViolation } from './popup-limits'

const ok = {
  title: 'T'.repeat(64),
  message: 'M'.repeat(256),
  buttons: [{ id: 'i'.repeat(64), text: 'B'.repeat(64) }],
}

describe('messenger popup limits (docs/product.md §5)', () => {
  it('accepts a popup at every limit', () => {
    expect(popupLimitViolation(ok)).toBeNull()
    expect(
      popupLimitViolation({ message: 'x', buttons: [{ type: 'ok' }, { type: 'close' }, { type: 'cancel' }] }),
    ).toBeNull()
  })

  it('refuses each limit broken by one', () => {
    const broken = [
      { ...ok, title: 'T'.repeat(65) },
      { ...ok, message: '' },
      { ...ok, message: 'M'.repeat(257) },
      {
        ...ok,
        buttons: [
          { type: 'ok' as const },
          { type: 'ok' as const },
          { type: 'ok' as const },
          { type: 'ok' as const },
        ],
      },
      { ...ok, buttons: [{ id: 'i'.repeat(65), text: 'B' }] },
      { ...ok, buttons: [{ text: '' }] },
      { ...ok, buttons: [{ text: 'B'.repeat(65) }] },
    ]
    for (const params of broken) {
      expect(popupLimitViolation(params)).toEqual(expect.any(String))
      expect(() => assertPopupLimits(params)).toThrow(PopupLimitError)
    }
  })

  it('counts characters, not UTF-16 units', () => {
    expect(popupLimitViolation({ ...ok, title: '😀'.repeat(64) })).toBeNull()
  })
})
