// What `npm run audit:deps` audits: every package version package-lock.json installs (lockfile v2/v3 `packages`),
// and check (a): each came from the npm registry with an integrity hash.

export const NPM_REGISTRY = 'https://registry.npmjs.org/'

export interface InstalledPackage {
  name: string
  version: string
  /** Its key in the lockfile, e.g. node_modules/a/node_modules/b. */
  path: string
  /** A dependency package.json names itself ('dependencies', 'devDependencies', …), installed at the top. */
  direct?: string
  /** Installed only for development (npm ci --omit=dev leaves it out). */
  dev: boolean
  resolved?: string
  integrity?: string
  /** Shipped inside its parent's tarball (bundleDependencies): no registry entry of its own to check. */
  bundled: boolean
  link: boolean
}

interface LockEntry {
  name?: string
  version?: string
  resolved?: string
  integrity?: string
  dev?: boolean
  inBundle?: boolean
  link?: boolean
}

const DIRECT_FIELDS = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'] as const

/** The packages of a parsed package-lock.json, one per installed copy, sorted by name and version. */
export function lockfilePackages(lock: {
  lockfileVersion?: number
  packages?: Record<string, LockEntry & Partial<Record<(typeof DIRECT_FIELDS)[number], object>>>
}): InstalledPackage[] {
  if (!lock.packages || (lock.lockfileVersion ?? 0) < 2)
    throw new Error('package-lock.json has no `packages` (lockfileVersion 2 or 3 needed: npm 7 or later)')
  const root = lock.packages[''] ?? {}
  const direct = new Map<string, string>()
  for (const field of DIRECT_FIELDS)
    for (const name of Object.keys(root[field] ?? {})) if (!direct.has(name)) direct.set(name, field)
  return Object.entries(lock.packages)
    .filter(([path]) => path.includes('node_modules/'))
    .map(([path, entry]) => {
      const installedAs = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)
      const topLevel = path === `node_modules/${installedAs}`
      return {
        name: entry.name ?? installedAs,
        version: entry.version ?? '',
        path,
        direct: topLevel ? direct.get(installedAs) : undefined,
        dev: entry.dev === true,
        resolved: entry.resolved,
        integrity: entry.integrity,
        bundled: entry.inBundle === true,
        link: entry.link === true,
      }
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version))
}

/**
 * Check (a): what is wrong with where a package came from, or nothing. npm leaves `resolved` out of the lockfile
 * for a registry package when omit-lockfile-registry-resolved is set; every other source (git, a tarball URL,
 * another registry, a folder) keeps it. The integrity must be sha512 (sha1 alone is breakable).
 */
export function sourceProblem(pkg: InstalledPackage): string | null {
  if (pkg.bundled) return null
  if (pkg.link) return `a link to ${pkg.resolved ?? 'a folder'}, not a registry package`
  if (!/^\d+\.\d+\.\d+(?:[-+].*)?$/.test(pkg.version))
    return `version '${pkg.version}' is not a registry version`
  if (pkg.resolved !== undefined) {
    const tarball = `${NPM_REGISTRY}${pkg.name}/-/${pkg.name.split('/').pop()}-${pkg.version}.tgz`
    if (pkg.resolved !== tarball) return `resolved from ${pkg.resolved}, not ${NPM_REGISTRY}`
  }
  if (!pkg.integrity) return 'no integrity hash'
  if (!/(?:^|\s)sha512-/.test(pkg.integrity))
    return `integrity is not sha512 (${pkg.integrity.split('-')[0]})`
  return null
}
