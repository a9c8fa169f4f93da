import { describe, expect, it } from 'vitest'
import { type Finding, fails, findingsTable } from './audit-report.ts'

const finding = (fields: Partial<Finding>): Finding => ({
  kind: 'deprecated',
  name: 'lib',
  version: '1.0.0',
  detail: 'use something else',
  ...fields,
})

describe('the audit report', () => {
  it('fails on a vulnerability, another source and a deprecated direct dependency only', () => {
    expect(fails(finding({ kind: 'vulnerable' }))).toBe(true)
    expect(fails(finding({ kind: 'source' }))).toBe(true)
    expect(fails(finding({ direct: 'devDependencies' }))).toBe(true)
    expect(fails(finding({}))).toBe(false)
    expect(fails(finding({ kind: 'unchecked' }))).toBe(false)
  })

  it('puts failing findings first in an aligned table', () => {
    const table = findingsTable([
      finding({ name: 'inflight', detail: 'leaks memory' }),
      finding({ kind: 'vulnerable', name: 'left-pad', version: '1.2.0', detail: 'GHSA-x: HIGH: pollution' }),
    ])
    expect(table.split('\n')).toEqual([
      '      check       package         dependency  finding',
      'FAIL  vulnerable  left-pad@1.2.0  transitive  GHSA-x: HIGH: pollution',
      'note  deprecated  inflight@1.0.0  transitive  leaks memory',
    ])
  })
})
