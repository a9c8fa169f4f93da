import { describe, expect, it } from 'vitest'
import { isIpAddress, splitIpList } from './ip-address'

describe('isIpAddress', () => {
  it.each([
    '203.0.113.7',
    '0.0.0.0',
    '255.255.255.255',
    '2001:db8::1',
    '::1',
    '::',
    'fe80::',
    '2001:0db8:0000:0000:0000:ff00:0042:8329',
    '::ffff:192.0.2.128',
  ])('accepts %s', (ip) => expect(isIpAddress(ip)).toBe(true))

  it.each([
    '999.1.1.1',
    '1.2.3',
    '01.2.3.4',
    '1.2.3.4.5',
    'localhost',
    '2001:db8:::1',
    '2001::db8::1',
    '1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7:8:9',
    ':1:2:3:4:5:6:7',
    '12345::1',
    '::ffff:999.0.2.128',
    '',
  ])('refuses %s', (ip) => expect(isIpAddress(ip)).toBe(false))
})

describe('splitIpList', () => {
  it('splits on commas, semicolons and white space, drops empties and repeats', () => {
    expect(splitIpList(' 203.0.113.7,2001:db8::1;\n203.0.113.7  10.0.0.1 , ')).toEqual([
      '203.0.113.7',
      '2001:db8::1',
      '10.0.0.1',
    ])
  })
  it('reads an empty field as no entries', () => expect(splitIpList('  ')).toEqual([]))
})
