// The findings of `npm run audit:deps`, as a table, and which of them fail the run.

export type FindingKind = 'source' | 'deprecated' | 'vulnerable' | 'unchecked'

export interface Finding {
  kind: FindingKind
  name: string
  version: string
  /** The package.json field that names it, for a direct dependency. */
  direct?: string
  detail: string
}

/**
 * A known vulnerability, a package that did not come from the registry with an integrity hash, and a deprecated
 * direct dependency fail the run; a deprecated transitive dependency (its parent's choice) and a package the
 * registry could not answer for are reported only.
 */
export function fails(finding: Finding): boolean {
  if (finding.kind === 'vulnerable' || finding.kind === 'source') return true
  return finding.kind === 'deprecated' && finding.direct !== undefined
}

const ORDER: FindingKind[] = ['vulnerable', 'source', 'deprecated', 'unchecked']

/** A plain-text table, failing findings first; long details are cut at `width` characters. */
export function findingsTable(findings: readonly Finding[], width = 100): string {
  const rows = [...findings]
    .sort(
      (a, b) =>
        Number(fails(b)) - Number(fails(a)) ||
        ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind) ||
        a.name.localeCompare(b.name),
    )
    .map((f) => [
      fails(f) ? 'FAIL' : 'note',
      f.kind,
      `${f.name}@${f.version}`,
      f.direct ?? 'transitive',
      f.detail.replace(/\s+/g, ' ').slice(0, width),
    ])
  const header = ['', 'check', 'package', 'dependency', 'finding']
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((row) => row[column]?.length ?? 0)),
  )
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd()
  return [line(header), ...rows.map(line)].join('\n')
}
