import { describe, expect, it } from 'vitest'
import { PAYMENT_REDIRECT_ALLOWED_HOSTS } from '@/config/constants'
import { allowedRedirect, redirectAllowedHosts } from './redirect-allow-list'

const hosts = ['pay.example.com', 'checkout.example.org:8443']

describe('allowedRedirect', () => {
  it('allows https URLs on a listed host, case-insensitively', () => {
    expect(allowedRedirect('https://pay.example.com/checkout/1?x=1', hosts)?.href).toBe(
      'https://pay.example.com/checkout/1?x=1',
    )
    expect(allowedRedirect('https://PAY.Example.COM/a', hosts)?.host).toBe('pay.example.com')
    expect(allowedRedirect('https://checkout.example.org:8443/a', hosts)).not.toBeNull()
  })

  it.each([
    ['plain http', 'http://pay.example.com/checkout'],
    ['another host', 'https://evil.example.net/checkout'],
    ['a look-alike subdomain', 'https://pay.example.com.evil.net/checkout'],
    ['a sub-domain of a listed host', 'https://x.pay.example.com/checkout'],
    ['credentials before the host', 'https://pay.example.com@evil.net/checkout'],
    ['a user name on the listed host', 'https://user@pay.example.com/checkout'],
    ['another port', 'https://pay.example.com:444/checkout'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,hi'],
    ['a relative path', '/checkout'],
    ['nothing', ''],
  ])('refuses %s', (_, url) => {
    expect(allowedRedirect(url, hosts)).toBeNull()
  })

  it('refuses everything with an empty list', () => {
    expect(allowedRedirect('https://pay.example.com/', [])).toBeNull()
    expect(allowedRedirect(null, hosts)).toBeNull()
  })

  it('allows the built-in payment provider hosts', () => {
    expect(redirectAllowedHosts()).toEqual(expect.arrayContaining([...PAYMENT_REDIRECT_ALLOWED_HOSTS]))
    for (const host of PAYMENT_REDIRECT_ALLOWED_HOSTS)
      expect(allowedRedirect(`https://${host}/pay`, redirectAllowedHosts())).not.toBeNull()
  })
})
