import fc from 'fast-check'
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

const octet = fc.integer({ min: 0, max: 255 })
const ipv4 = fc.tuple(octet, octet, octet, octet).map((parts) => parts.join('.'))
const hexGroup = fc
  .integer({ min: 0, max: 0xffff })
  .chain((n) =>
    fc.constantFrom(n.toString(16), n.toString(16).toUpperCase(), n.toString(16).padStart(4, '0')),
  )
const fullIpv6 = fc.array(hexGroup, { minLength: 8, maxLength: 8 })
/** 8 groups with one run of them (possibly all) written as `::`. */
const shortenedIpv6 = fc
  .tuple(fullIpv6, fc.nat(8), fc.integer({ min: 1, max: 8 }))
  .map(([groups, start, length]) => {
    const from = Math.min(start, 7)
    const to = Math.min(8, from + length)
    return `${groups.slice(0, from).join(':')}::${groups.slice(to).join(':')}`
  })
const ipv4Tailed = fc
  .tuple(fc.array(hexGroup, { minLength: 6, maxLength: 6 }), ipv4)
  .map(([g, v4]) => `${g.join(':')}:${v4}`)

describe('isIpAddress (properties)', () => {
  it('accepts every dotted quad, and every IPv6 address in its full, shortened and IPv4-tailed forms', () => {
    fc.assert(fc.property(ipv4, (ip) => isIpAddress(ip)))
    fc.assert(fc.property(fullIpv6, (groups) => isIpAddress(groups.join(':'))))
    fc.assert(fc.property(shortenedIpv6, (ip) => isIpAddress(ip)))
    fc.assert(fc.property(ipv4Tailed, (ip) => isIpAddress(ip)))
  })

  it('refuses an octet past 255, a leading zero, and a missing or extra part', () => {
    fc.assert(
      fc.property(ipv4, fc.integer({ min: 256, max: 99999 }), fc.nat(3), (ip, big, at) => {
        const parts = ip.split('.')
        parts[at] = String(big)
        return !isIpAddress(parts.join('.'))
      }),
    )
    fc.assert(
      fc.property(ipv4, fc.nat(3), (ip, at) => {
        const parts = ip.split('.')
        parts[at] = `0${parts[at]}`
        return !isIpAddress(parts.join('.'))
      }),
    )
    fc.assert(
      fc.property(
        ipv4,
        octet,
        (ip, extra) => !isIpAddress(`${ip}.${extra}`) && !isIpAddress(ip.slice(ip.indexOf('.') + 1)),
      ),
    )
  })

  it('refuses anything with a character an address never has, or white space around it', () => {
    const stranger = fc.constantFrom(' ', '\t', '\u200B', '\uFEFF', 'g', 'x', '/', '%', '[', ']', '\u0661')
    fc.assert(
      fc.property(fc.oneof(ipv4, shortenedIpv6), stranger, fc.nat(), (ip, bad, at) => {
        const index = at % (ip.length + 1)
        return !isIpAddress(ip.slice(0, index) + bad + ip.slice(index))
      }),
    )
  })
})

describe('splitIpList (properties)', () => {
  it('gives back each typed address once, whatever separates them, and never an empty or separated entry', () => {
    const separator = fc.constantFrom(',', ';', ' ', '\n', '\t', ', ', ' ;\n')
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.oneof(ipv4, shortenedIpv6), separator), { maxLength: 12 }),
        (items) => {
          const typed = items.map(([ip, sep]) => ip + sep).join('')
          const entries = splitIpList(typed)
          const unique = [...new Set(items.map(([ip]) => ip))]
          return (
            JSON.stringify(entries) === JSON.stringify(unique) &&
            entries.every((entry) => entry !== '' && !/[\s,;]/.test(entry))
          )
        },
      ),
    )
  })
})
