// Check (c) of `npm run audit:deps`: installed versions against an OSV database directory (OSV_DB_DIR: the npm
// ecosystem export of osv.dev, https://osv-vulnerabilities.storage.googleapis.com/npm/all.zip, unzipped: one JSON
// per advisory). An advisory affects a version listed in `affected[].versions`, or inside a SEMVER (or ECOSYSTEM,
// which for npm is semver too) range of introduced / fixed / last_affected events, as the OSV schema evaluates them.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { compare, valid } from 'semver'

interface RangeEvent {
  introduced?: string
  fixed?: string
  last_affected?: string
  limit?: string
}

export interface OsvAdvisory {
  id: string
  summary?: string
  aliases?: string[]
  withdrawn?: string
  database_specific?: { severity?: string }
  affected?: {
    package?: { ecosystem?: string; name?: string }
    versions?: string[]
    ranges?: { type?: string; events?: RangeEvent[] }[]
  }[]
}

/** The advisories of a directory, by the npm package names they name (withdrawn ones left out). */
export interface OsvIndex {
  byName: Map<string, OsvAdvisory[]>
  files: number
  /** Files that are not an advisory (not JSON, no id), by name. */
  unreadable: string[]
}

export function loadOsvDirectory(dir: string): OsvIndex {
  const byName = new Map<string, OsvAdvisory[]>()
  const unreadable: string[] = []
  const files = readdirSync(dir).filter((file) => file.endsWith('.json'))
  for (const file of files) {
    let advisory: OsvAdvisory
    try {
      advisory = JSON.parse(readFileSync(join(dir, file), 'utf8'))
      if (typeof advisory.id !== 'string') throw new Error('no id')
    } catch {
      unreadable.push(file)
      continue
    }
    if (advisory.withdrawn) continue
    const names = new Set(
      (advisory.affected ?? [])
        .filter((a) => (a.package?.ecosystem ?? 'npm') === 'npm' && a.package?.name)
        .map((a) => a.package?.name as string),
    )
    for (const name of names) byName.set(name, [...(byName.get(name) ?? []), advisory])
  }
  return { byName, files: files.length, unreadable }
}

/** -1, 0 or 1; '0' (an OSV `introduced` of "from the start") is below every version. */
function compareVersions(a: string, b: string): number {
  if (a === '0' || b === '0') return a === b ? 0 : a === '0' ? -1 : 1
  return compare(a, b)
}

/** Whether `version` lies in the range the events describe (OSV schema: sort the events, then walk them). */
export function inRange(version: string, events: readonly RangeEvent[]): boolean {
  if (!valid(version)) return false
  const at = (event: RangeEvent) =>
    event.introduced ?? event.fixed ?? event.last_affected ?? event.limit ?? ''
  const usable = events.filter((event) => at(event) === '0' || valid(at(event)))
  const sorted = [...usable].sort((a, b) => compareVersions(at(a), at(b)))
  let affected = false
  for (const event of sorted) {
    if (event.introduced !== undefined && compareVersions(version, event.introduced) >= 0) affected = true
    else if (event.fixed !== undefined && compareVersions(version, event.fixed) >= 0) affected = false
    else if (event.last_affected !== undefined && compareVersions(version, event.last_affected) > 0)
      affected = false
  }
  return affected
}

/** The advisories of the index that affect `name@version`. */
export function advisoriesFor(index: OsvIndex, name: string, version: string): OsvAdvisory[] {
  if (!valid(version)) return []
  return (index.byName.get(name) ?? []).filter((advisory) =>
    (advisory.affected ?? []).some(
      (affected) =>
        affected.package?.name === name &&
        (affected.versions?.includes(version) ||
          (affected.ranges ?? []).some(
            (range) =>
              (range.type === 'SEMVER' || range.type === 'ECOSYSTEM') && inRange(version, range.events ?? []),
          )),
    ),
  )
}
