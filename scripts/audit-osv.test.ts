import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { advisoriesFor, inRange, loadOsvDirectory } from './audit-osv.ts'

const index = loadOsvDirectory(fileURLToPath(new URL('./fixtures/osv', import.meta.url)))
const ids = (name: string, version: string) =>
  advisoriesFor(index, name, version).map((advisory) => advisory.id)

describe('loadOsvDirectory', () => {
  it('indexes npm advisories by package name, leaving out withdrawn ones, other ecosystems and non-advisories', () => {
    expect(index.files).toBe(6)
    expect(index.unreadable).toEqual(['not-an-advisory.json'])
    expect([...index.byName.keys()].sort()).toEqual(['@scope/widget', 'beta-lib', 'evil-pkg', 'left-pad'])
    expect(index.byName.get('left-pad')?.map((advisory) => advisory.id)).toEqual(['GHSA-aaaa-bbbb-cccc'])
  })
})

describe('advisoriesFor', () => {
  it('matches SEMVER ranges: introduced included, fixed excluded, each range on its own', () => {
    expect(ids('left-pad', '0.0.1')).toEqual(['GHSA-aaaa-bbbb-cccc'])
    expect(ids('left-pad', '1.2.9')).toEqual(['GHSA-aaaa-bbbb-cccc'])
    expect(ids('left-pad', '1.3.0')).toEqual([])
    expect(ids('left-pad', '1.9.0')).toEqual([])
    expect(ids('left-pad', '2.0.0')).toEqual(['GHSA-aaaa-bbbb-cccc'])
    expect(ids('left-pad', '2.0.5')).toEqual([])
  })

  it('matches last_affected inclusively, and ranges of the other packages an advisory names', () => {
    expect(ids('@scope/widget', '1.1.9')).toEqual([])
    expect(ids('@scope/widget', '1.2.0')).toEqual(['GHSA-dddd-eeee-ffff'])
    expect(ids('@scope/widget', '1.4.1')).toEqual(['GHSA-dddd-eeee-ffff'])
    expect(ids('@scope/widget', '1.4.2')).toEqual([])
    // ECOSYSTEM ranges of npm are semver; events out of order are sorted first; pre-releases compare as semver.
    expect(ids('beta-lib', '2.0.0-alpha.0')).toEqual([])
    expect(ids('beta-lib', '2.0.0-beta.3')).toEqual(['GHSA-dddd-eeee-ffff'])
    expect(ids('beta-lib', '2.0.0-rc.2')).toEqual([])
    expect(ids('beta-lib', '2.0.0')).toEqual([])
  })

  it('matches listed versions exactly', () => {
    expect(ids('evil-pkg', '1.0.1')).toEqual(['MAL-2099-1'])
    expect(ids('evil-pkg', '1.0.2')).toEqual(['MAL-2099-1'])
    expect(ids('evil-pkg', '1.0.3')).toEqual([])
  })

  it('finds nothing for other packages and for versions that are not semver', () => {
    expect(ids('right-pad', '1.0.0')).toEqual([])
    expect(ids('left-pad', 'github:someone/left-pad')).toEqual([])
  })
})

describe('inRange', () => {
  it('reads an open range and skips events it cannot compare', () => {
    expect(inRange('9.9.9', [{ introduced: '1.0.0' }])).toBe(true)
    expect(inRange('0.9.0', [{ introduced: '1.0.0' }])).toBe(false)
    expect(inRange('1.5.0', [{ introduced: '1.0.0' }, { fixed: 'next' }])).toBe(true)
    expect(inRange('1.5.0', [{ introduced: '0' }, { fixed: '1.5.0' }, { introduced: '1.5.0' }])).toBe(true)
    expect(inRange('not-a-version', [{ introduced: '0' }])).toBe(false)
  })
})
