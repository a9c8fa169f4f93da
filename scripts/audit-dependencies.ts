// `npm run audit:deps`: a dependency audit that does not need the registry's audit endpoint (README "Dependency
// audit"). For every package version package-lock.json installs: (a) it came from the npm registry with an
// integrity hash, (b) the registry does not mark it deprecated, (c) with OSV_DB_DIR, no OSV advisory affects it.
// Prints the findings and exits 1 on a known vulnerability, a package of another source and a deprecated direct
// dependency (scripts/audit-report.ts).
//   npm run audit:deps                                 all three checks (c only with OSV_DB_DIR)
//   npm run audit:deps -- --only=react,zod             those packages only
//   npm run audit:deps -- --offline                    no registry: (a) and (c)
//   npm run audit:deps -- --refresh                    ask the registry again (answers are cached for a day)
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { lookUpDeprecations } from './audit-deprecations.ts'
import { type InstalledPackage, lockfilePackages, sourceProblem } from './audit-lockfile.ts'
import { advisoriesFor, loadOsvDirectory, type OsvAdvisory } from './audit-osv.ts'
import { type Finding, fails, findingsTable } from './audit-report.ts'

const CACHE_FILE = '.cache/dependency-audit/registry.json'

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    offline: { type: 'boolean', default: false },
    refresh: { type: 'boolean', default: false },
  },
})

const describeAdvisory = (advisory: OsvAdvisory) =>
  [
    [advisory.id, ...(advisory.aliases ?? []).filter((alias) => alias.startsWith('CVE-'))].join(' '),
    advisory.database_specific?.severity,
    advisory.summary,
  ]
    .filter(Boolean)
    .join(': ')

const finding = (pkg: InstalledPackage, kind: Finding['kind'], detail: string): Finding => ({
  kind,
  name: pkg.name,
  version: pkg.version,
  direct: pkg.direct,
  detail,
})

const only = values.only ? new Set(values.only.split(',').map((name) => name.trim())) : null
const all = lockfilePackages(JSON.parse(readFileSync('package-lock.json', 'utf8')))
const packages = all.filter((pkg) => !only || only.has(pkg.name))
if (only && packages.length === 0) {
  console.error(`npm run audit:deps: --only names no installed package (${values.only})`)
  process.exit(2)
}
const findings: Finding[] = []
const summary: string[] = []

// (a) where each package came from
for (const pkg of packages) {
  const problem = sourceProblem(pkg)
  if (problem) findings.push(finding(pkg, 'source', problem))
}
const registryPackages = packages.filter((pkg) => !pkg.bundled && !pkg.link)
const fromRegistry = registryPackages.filter((pkg) => !sourceProblem(pkg)).length
const others = packages.length - registryPackages.length
summary.push(
  `(a) source: ${fromRegistry} of ${registryPackages.length} from the npm registry with a sha512 integrity hash` +
    (others ? `; ${others} bundled or linked` : ''),
)

// (b) deprecated in the registry
if (values.offline) summary.push('(b) deprecated: not checked (--offline)')
else {
  const wanted = new Map<string, Set<string>>()
  for (const pkg of registryPackages)
    wanted.set(pkg.name, (wanted.get(pkg.name) ?? new Set()).add(pkg.version))
  const started = Date.now()
  const result = await lookUpDeprecations({
    wanted,
    cacheFile: join(process.cwd(), CACHE_FILE),
    refresh: values.refresh,
  })
  let deprecated = 0
  for (const pkg of registryPackages) {
    const status = result.statuses.get(`${pkg.name}@${pkg.version}`)
    if (status?.deprecated) {
      deprecated += 1
      findings.push(finding(pkg, 'deprecated', status.deprecated))
    } else if (status?.missing)
      findings.push(finding(pkg, 'source', 'the registry does not list this version'))
    else if (!status)
      findings.push(finding(pkg, 'unchecked', `registry: ${result.failed.get(pkg.name) ?? 'no answer'}`))
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  summary.push(
    `(b) deprecated: ${deprecated} of ${registryPackages.length} versions (${wanted.size} names: ` +
      `${result.fetched} asked in ${seconds} s, ${result.fromCache} from ${CACHE_FILE}, ${result.failed.size} unanswered)`,
  )
}

// (c) known vulnerabilities
const osvDir = process.env.OSV_DB_DIR?.trim()
if (!osvDir) summary.push('(c) vulnerabilities: not checked (set OSV_DB_DIR to an unzipped OSV npm export)')
else {
  const index = loadOsvDirectory(osvDir)
  let affected = 0
  for (const pkg of packages)
    for (const advisory of advisoriesFor(index, pkg.name, pkg.version)) {
      affected += 1
      findings.push(finding(pkg, 'vulnerable', describeAdvisory(advisory)))
    }
  const unreadable = index.unreadable.length ? `, ${index.unreadable.length} unreadable` : ''
  summary.push(
    `(c) vulnerabilities: ${affected} advisories affect the installed versions ` +
      `(${index.files} files in ${osvDir}, ${index.byName.size} packages named${unreadable})`,
  )
}

const failing = findings.filter(fails)
const direct = packages.filter((pkg) => pkg.direct).length
const production = packages.filter((pkg) => !pkg.dev).length
console.log(
  `Dependency audit of package-lock.json, ${new Date().toISOString().slice(0, 10)}: ${packages.length} package versions (${direct} direct, ${production} for production)`,
)
for (const line of summary) console.log(`  ${line}`)
console.log(findings.length ? `\n${findingsTable(findings)}\n` : '\nNo findings.\n')
console.log(failing.length ? `${failing.length} failing finding(s).` : 'Nothing fails the audit.')
process.exitCode = failing.length ? 1 : 0
