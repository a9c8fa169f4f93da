import { isRedirect } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { redirectToCanonicalPath } from './canonical-path-rule'

const thrown = (pathname: string, searchStr = '', hash = '') => {
  try {
    redirectToCanonicalPath({ pathname, searchStr, hash })
  } catch (error) {
    if (isRedirect(error)) return error.options
    throw error
  }
  return null
}

describe('rule 4: canonical path', () => {
  it('lets a canonical path through', () => {
    expect(thrown('/')).toBeNull()
    expect(thrown('/blog/guides/how-to')).toBeNull()
  })

  it('replaces a path with repeated or trailing slashes, keeping the query and hash', () => {
    expect(thrown('/order//abc/', '?destinationAddress=T1', 'top')).toMatchObject({
      href: '/order/abc?destinationAddress=T1#top',
      replace: true,
    })
  })

  it('rewrites /ua/ (to /uk/, which this product has no locale for, so to the page itself)', () => {
    expect(thrown('/ua/support')).toMatchObject({ href: '/support' })
  })
})
