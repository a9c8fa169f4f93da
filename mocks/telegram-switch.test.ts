import { describe, expect, it } from 'vitest'
import { readTelegramSwitch } from './telegram-switch'

const read = (query: string) => readTelegramSwitch(new URL(`http://localhost:5173/ru/price?${query}`))

describe('the ?mock-telegram switches', () => {
  it('opens as the linked user by default, with a start parameter, data kind and name', () => {
    expect(read('mock-telegram')).toEqual({ who: 'linked', start: null, data: 'valid', name: null })
    expect(
      read(
        'mock-telegram=new&mock-telegram-start=profile-history&mock-telegram-data=stale&mock-telegram-name=Bo',
      ),
    ).toEqual({ who: 'new', start: 'profile-history', data: 'stale', name: 'Bo' })
    expect(read('mock-telegram=42&mock-telegram-data=nope')).toMatchObject({ who: '42', data: 'valid' })
  })

  it('leaves the mini-app with -off, and is nothing without a switch', () => {
    expect(read('mock-telegram-off&mock-telegram')).toBe('off')
    expect(read('ref=1')).toBeNull()
  })
})
