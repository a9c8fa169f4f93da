import { describe, expect, it } from 'vitest'
import { type InstalledPackage, lockfilePackages, sourceProblem } from './audit-lockfile.ts'

const SHA512 = 'sha512-AAAA'

describe('lockfilePackages', () => {
  it('lists every installed copy with its name, whether it is direct, and whether it is for development', () => {
    const packages = lockfilePackages({
      lockfileVersion: 3,
      packages: {
        '': { dependencies: { react: '19.3.1' }, devDependencies: { '@scope/tool': '1.0.0' } },
        'node_modules/react': { version: '19.3.1', integrity: SHA512 },
        'node_modules/@scope/tool': { version: '1.0.0', integrity: SHA512, dev: true },
        'node_modules/@scope/tool/node_modules/react': { version: '18.0.0', integrity: SHA512, dev: true },
        'node_modules/string-width-cjs': { name: 'string-width', version: '4.2.3', integrity: SHA512 },
      },
    })
    expect(packages.map((p) => [p.name, p.version, p.direct, p.dev])).toEqual([
      ['@scope/tool', '1.0.0', 'devDependencies', true],
      ['react', '18.0.0', undefined, true],
      ['react', '19.3.1', 'dependencies', false],
      ['string-width', '4.2.3', undefined, false],
    ])
  })

  it('refuses a lockfile without packages (npm 6)', () => {
    expect(() => lockfilePackages({ lockfileVersion: 1 })).toThrow(/lockfileVersion 2 or 3/)
  })
})

describe('sourceProblem', () => {
  const pkg = (fields: Partial<InstalledPackage>): InstalledPackage => ({
    name: '@scope/tool',
    version: '1.0.0',
    path: 'node_modules/@scope/tool',
    dev: false,
    bundled: false,
    link: false,
    integrity: SHA512,
    ...fields,
  })

  it('accepts a registry package, with its registry tarball or without `resolved`', () => {
    expect(sourceProblem(pkg({}))).toBeNull()
    expect(
      sourceProblem(pkg({ resolved: 'https://registry.npmjs.org/@scope/tool/-/tool-1.0.0.tgz' })),
    ).toBeNull()
    expect(sourceProblem(pkg({ bundled: true, integrity: undefined }))).toBeNull()
  })

  it('names every other source, a missing integrity and a sha1 one', () => {
    expect(sourceProblem(pkg({ resolved: 'https://mirror.example/@scope/tool/-/tool-1.0.0.tgz' }))).toMatch(
      /resolved from https:\/\/mirror\.example/,
    )
    expect(sourceProblem(pkg({ version: 'git+ssh://git@github.com/a/b.git#abc' }))).toMatch(/not a registry/)
    expect(sourceProblem(pkg({ link: true, resolved: 'packages/tool' }))).toMatch(/a link to packages\/tool/)
    expect(sourceProblem(pkg({ integrity: undefined }))).toBe('no integrity hash')
    expect(sourceProblem(pkg({ integrity: 'sha1-abc' }))).toBe('integrity is not sha512 (sha1)')
  })
})
